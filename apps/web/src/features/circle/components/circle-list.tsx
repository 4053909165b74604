import type { CircleContact } from '@ta/shared';
import { Pencil, UserMinus, UsersRound, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { useHydrated } from '../../../lib/use-hydrated';
import { useRemoveContact } from '../api/remove-contact';
import { sortedContacts } from '../circle-words';
import { ConfirmContactForm } from './confirm-contact-form';
import { ContactCard } from './contact-card';
import { EditRightsDialog } from './edit-rights-dialog';
import { RemoveContactDialog } from './remove-contact-dialog';

/** Where Remove leads before the page's script runs: the page asks there, with a form that posts. */
export const removeHref = (id: number) => `/circle?remove=${id}`;

/** An action's icon and words, with the person's name for screen readers: "Remove (Ana Díaz)". */
function ActionWords({ icon: Icon, label, name }: { icon: LucideIcon; label: string; name: string }) {
  return (
    <>
      <Icon aria-hidden />
      {label}
      <span className="sr-only"> ({name})</span>
    </>
  );
}

/**
 * The account holder's circle: each person with their status and rights, Change and Remove. Before
 * the script runs, Remove is a link to the page's own confirmation (works without JavaScript).
 */
export function CircleList({ contacts }: { contacts: readonly CircleContact[] }) {
  const t = useT();
  const localePath = useLocalePath();
  const hydrated = useHydrated();
  const [now] = useState(() => new Date());
  const [editing, setEditing] = useState<CircleContact | null>(null);
  const [removing, setRemoving] = useState<CircleContact | null>(null);
  const remove = useRemoveContact();

  if (contacts.length === 0) {
    return (
      <div className="rounded-2xl border-2 border-dashed border-line bg-white p-6 text-center sm:p-8">
        <UsersRound aria-hidden className="mx-auto size-10 text-brand-700" />
        <p className="mt-3 text-xl font-bold">{t('circle.list.empty')}</p>
        <p className="prose-width mx-auto mt-2 text-muted">{t('circle.list.empty-hint')}</p>
      </div>
    );
  }

  return (
    <>
      <ul className="space-y-4" data-testid="circle-list">
        {sortedContacts(contacts).map((contact) => (
          <li key={contact.id}>
            <ContactCard
              contact={contact}
              now={now}
              actions={
                <>
                  {contact.status === 'proposed' ? <ConfirmContactForm contact={contact} /> : null}
                  {hydrated ? (
                    <>
                      <Button
                        type="button"
                        variant="outline"
                        onClick={() => setEditing(contact)}
                        data-testid="circle-edit"
                      >
                        <ActionWords icon={Pencil} label={t('circle.list.change')} name={contact.name} />
                      </Button>
                      <Button
                        type="button"
                        variant="destructive-outline"
                        onClick={() => setRemoving(contact)}
                        data-testid="circle-remove"
                      >
                        <ActionWords icon={UserMinus} label={t('circle.list.remove')} name={contact.name} />
                      </Button>
                    </>
                  ) : (
                    <a
                      href={localePath(removeHref(contact.id))}
                      className={buttonVariants({ variant: 'destructive-outline' })}
                      data-testid="circle-remove"
                    >
                      <ActionWords icon={UserMinus} label={t('circle.list.remove')} name={contact.name} />
                    </a>
                  )}
                </>
              }
            />
          </li>
        ))}
      </ul>
      <EditRightsDialog contact={editing} onClose={() => setEditing(null)} />
      <RemoveContactDialog
        contact={removing}
        onClose={() => setRemoving(null)}
        remove={(contact) => remove.mutateAsync(contact.id)}
        pending={remove.isPending}
      />
    </>
  );
}
