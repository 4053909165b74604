import {
  CONSENT_METHODS,
  isAdminRole,
  staffCircleInviteSchema,
  type CircleContact,
  type CircleRight,
  type ConsentMethod,
  type StaffCircleInviteInput,
  type VisitStep,
} from '@ta/shared';
import { UserCheck, UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { ChoiceOptions, NativeSelect } from '../../../components/ui/native-select';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { reportFormFailure } from '../../../lib/form-errors';
import { useSessionUser } from '../../../lib/session';
import { formResolver } from '../../../lib/form-resolver';
import {
  useAddClientContact,
  useClientCircle,
  useConfirmClientContact,
  useRemoveClientContact,
} from '../api/client-circle';
import { CONSENT_WORDS, sortedContacts } from '../circle-words';
import { ContactCard } from './contact-card';
import { RemoveContactDialog } from './remove-contact-dialog';
import { RightsFields } from './rights-fields';

/**
 * The back office's "Trusted contacts" of one client: the circle as the client sees it, and adding
 * someone for a client who cannot use the site, with how the client gave consent.
 */
export function StaffCircleSection({ clientId, clientName }: { clientId: number; clientName: string }) {
  const t = useT();
  const circle = useClientCircle(clientId);
  const remove = useRemoveClientContact();
  const confirm = useConfirmClientContact();
  const isAdmin = isAdminRole(useSessionUser().data?.role);
  const [removing, setRemoving] = useState<CircleContact | null>(null);
  const [now] = useState(() => new Date());

  return (
    <div className="space-y-8">
      <section aria-labelledby="staff-circle-list" className="space-y-4">
        <h2 id="staff-circle-list" className="text-2xl">
          Trusted contacts
        </h2>
        {circle.data === undefined ? (
          <QueryFallback
            query={circle}
            loading="Loading trusted contacts…"
            errorTitle="Error loading trusted contacts"
          />
        ) : circle.data.length === 0 ? (
          <p className="text-lg">{clientName} has no trusted contacts yet.</p>
        ) : (
          <ul className="space-y-4" data-testid="staff-circle-list">
            {sortedContacts(circle.data).map((contact) => (
              <li key={contact.id}>
                <ContactCard
                  contact={contact}
                  now={now}
                  clientName={clientName}
                  actions={
                    <>
                      {contact.status === 'proposed' && isAdmin ? (
                        <Button
                          type="button"
                          disabled={confirm.isPending}
                          onClick={() => {
                            confirm.mutateAsync({ clientId, contactId: contact.id }).then(
                              () => toast({ title: `Invitation sent to ${contact.email}`, variant: 'success' }),
                              (error: unknown) =>
                                toast({
                                  title: 'Not confirmed',
                                  description: errorMessage(error),
                                  variant: 'destructive',
                                }),
                            );
                          }}
                          data-testid="staff-circle-confirm"
                        >
                          <UserCheck aria-hidden />
                          Confirm for the client
                          <span className="sr-only"> ({contact.name})</span>
                        </Button>
                      ) : null}
                      <Button
                        type="button"
                        variant="destructive-outline"
                        onClick={() => setRemoving(contact)}
                        data-testid="staff-circle-remove"
                      >
                        <UserMinus aria-hidden />
                        {t('circle.list.remove')}
                        <span className="sr-only"> ({contact.name})</span>
                      </Button>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="staff-circle-add" className="space-y-4">
        <h2 id="staff-circle-add" className="text-2xl">
          Add a trusted contact
        </h2>
        <p className="text-muted">
          Only with {clientName}&rsquo;s consent, and never a staff member&rsquo;s own address. {clientName} is e-mailed
          and asked to confirm on their circle page (or an admin confirms and {clientName} is told); only then is the
          person invited. The client sees who added them and how they agreed.
        </p>
        <div className="rounded-2xl border border-line bg-white p-5 shadow-card">
          <StaffInviteForm clientId={clientId} clientName={clientName} />
        </div>
      </section>
      <RemoveContactDialog
        contact={removing}
        onClose={() => setRemoving(null)}
        remove={(contact) => remove.mutateAsync({ clientId, contactId: contact.id })}
        pending={remove.isPending}
      />
    </div>
  );
}

interface StaffInviteValues {
  name: string;
  email: string;
  rights: CircleRight[];
  visitNotices: VisitStep[];
  consentMethod: ConsentMethod | '';
  consentNote: string;
}
const EMPTY: StaffInviteValues = {
  name: '',
  email: '',
  rights: [],
  visitNotices: [],
  consentMethod: '',
  consentNote: '',
};
const FIELDS = Object.keys(EMPTY) as (keyof StaffInviteValues)[];
const resolver = formResolver<StaffInviteValues, typeof staffCircleInviteSchema>(staffCircleInviteSchema);

function StaffInviteForm({ clientId, clientName }: { clientId: number; clientName: string }) {
  const t = useT();
  const add = useAddClientContact();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StaffInviteValues, unknown, StaffCircleInviteInput>({ resolver, defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const contact = await add.mutateAsync({ clientId, input });
      toast({
        title: 'Trusted contact added',
        description:
          contact.status === 'proposed'
            ? `${clientName} is asked to confirm before ${contact.email} is invited.`
            : `Invitation sent to ${contact.email}; ${clientName} is told.`,
        variant: 'success',
      });
      form.reset(EMPTY);
    } catch (error) {
      setFailure(reportFormFailure(error, form, FIELDS, 'Failed to add the trusted contact'));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" data-testid="staff-circle-form">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Their name" error={errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField label="Their e-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
      </div>
      <RightsFields
        idPrefix="staff-circle"
        rights={form.register('rights')}
        visitNotices={form.register('visitNotices')}
        startRights={[]}
        startNotices={[]}
        rightsError={errors.rights?.message}
        clientName={clientName}
      />
      <FormField label="How the client gave consent" error={errors.consentMethod?.message}>
        <NativeSelect {...form.register('consentMethod')}>
          <ChoiceOptions placeholder="Choose…" choices={CONSENT_METHODS} label={(method) => t(CONSENT_WORDS[method])} />
        </NativeSelect>
      </FormField>
      <FormField
        label="Note"
        hint="What the client said, when, and who else was there."
        error={errors.consentNote?.message}
      >
        <Textarea rows={3} {...form.register('consentNote')} />
      </FormField>
      <FormSubmit
        failure={failure}
        failureTitle="Failed to add the trusted contact"
        action="Add trusted contact"
        pendingAction="Adding…"
        pending={add.isPending}
        icon={UserPlus}
      />
    </form>
  );
}
