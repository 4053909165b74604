import type { CircleContact } from '@ta/shared';
import { CircleCheck, CircleHelp, Clock, Hourglass, UserX } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { StatusBadge, type BadgeLook } from '../../../components/ui/status-badge';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { formatInstantDate, formatInstantDateTime } from '../../../lib/instant-format';
import { CONSENT_WORDS, invitationExpired, RIGHT_WORDS, statusLine, VISIT_STEP_WORDS } from '../circle-words';

const LOOKS: Record<'proposed' | 'invited' | 'expired' | 'active' | 'removed', BadgeLook> = {
  proposed: { tone: 'yellow', icon: CircleHelp },
  invited: { tone: 'yellow', icon: Hourglass },
  expired: { tone: 'gray', icon: Clock },
  active: { tone: 'green', icon: CircleCheck },
  removed: { tone: 'gray', icon: UserX },
};

interface ContactCardProps {
  contact: CircleContact;
  now: Date;
  /** Whose rights these are, as the reader says it: "your" (the account holder), or the client's name (staff). */
  clientName?: string;
  /** The card's buttons (change, remove), when the contact still has access. */
  actions?: ReactNode;
}

/**
 * One person of the circle: who, where they stand (invited until…, active since…, removed), what
 * they may do, which visit e-mails they get, and how they were added.
 */
export function ContactCard({ contact, now, clientName, actions }: ContactCardProps) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const line = statusLine(contact);
  const expired = invitationExpired(contact, now);
  const look = LOOKS[expired ? 'expired' : line.status];
  const badge = expired ? t('circle.badge.expired') : t(`circle.badge.${line.status}`);
  const removed = contact.status === 'removed';

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6"
      data-testid="circle-contact"
      data-status={contact.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-xl wrap-anywhere sm:text-2xl">
            {contact.name}
          </h3>
          <p className="break-all text-muted">{contact.email}</p>
        </div>
        <StatusBadge {...look} label={badge} srPrefix={t('client.status-prefix')} />
      </div>
      <p className="mt-2 font-bold" data-testid="circle-contact-status">
        {expired
          ? t('circle.status.expired', { date: formatInstantDate(line.at ?? '', locale) })
          : line.at
            ? t(line.id, { date: formatInstantDate(line.at, locale) })
            : t(`circle.badge.${line.status}`)}
      </p>
      {contact.addedBy === 'staff' ? (
        <p className="mt-1 text-muted" data-testid="circle-contact-staff">
          {t('circle.added-by-staff', {
            method: contact.consentMethod ? t(CONSENT_WORDS[contact.consentMethod]) : t('circle.consent.unknown'),
          })}
        </p>
      ) : null}
      {contact.lastActiveAt && !removed ? (
        <p className="mt-1 text-muted">
          {t('circle.last-active', { when: formatInstantDateTime(contact.lastActiveAt, locale) })}
        </p>
      ) : null}
      {removed ? null : (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <p className="font-bold">{t('circle.card.may')}</p>
            <ul className="mt-1 list-disc space-y-1 pl-6" data-testid="circle-contact-rights">
              {contact.rights.map((right) => (
                <li key={right}>
                  {clientName ? t(RIGHT_WORDS[right].theirs, { name: clientName }) : t(RIGHT_WORDS[right].yours)}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <p className="font-bold">{t('circle.card.notices')}</p>
            {contact.visitNotices.length > 0 ? (
              <ul className="mt-1 list-disc space-y-1 pl-6">
                {contact.visitNotices.map((step) => (
                  <li key={step}>{t(VISIT_STEP_WORDS[step])}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-1">{t('circle.card.no-notices')}</p>
            )}
          </div>
        </div>
      )}
      {actions && !removed ? <div className="mt-5 flex flex-wrap gap-3">{actions}</div> : null}
    </article>
  );
}
