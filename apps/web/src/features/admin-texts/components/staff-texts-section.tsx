import {
  formatBusinessTime,
  LANGUAGE_NAMES_IN_ENGLISH,
  phoneForPeople,
  type SmsConsentEnd,
  type SmsKind,
  type StaffTexts,
} from '@ta/shared';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useClientTexts } from '../api/client-texts';

const when = (at: string) => formatBusinessTime(at, 'en-US', { dateStyle: 'medium', timeStyle: 'short' });

const KIND_LABELS: Record<SmsKind, string> = {
  reminder: 'Reminder the day before',
  visit_steps: 'On the way, arrived, finished',
  changes: 'Visit moved or cancelled',
  invoice_due: 'Invoice to pay',
  sign_in_code: 'Sign-in code',
};

const END_LABELS: Record<SmsConsentEnd, string> = {
  profile: 'stopped by the client on their account page',
  stop_reply: 'ended by a STOP text from the phone',
  new_number: 'replaced by a new number',
  office: 'ended by the office',
};

/**
 * What the office reads of a client's texts (docs/sms.md): whether texts are set up at all, what the
 * client chose, and every consent: the number, when and where, the very words shown, and its end.
 * Read-only: only the client agrees to texts.
 */
export function StaffTextsView({ texts }: { texts: StaffTexts }) {
  const current = texts.consents.find((consent) => consent.endedAt === null) ?? null;
  return (
    <div className="space-y-4">
      {texts.available ? null : (
        <Alert tone="info">
          Text messages are not set up for the business, so nothing is texted to anyone. The README says how to set up
          Twilio.
        </Alert>
      )}
      <dl className="grid gap-x-6 gap-y-1 text-lg sm:grid-cols-[auto_1fr]">
        <dt className="font-bold">Texts</dt>
        <dd>{current ? `On, to ${phoneForPeople(current.phone)}` : 'Off'}</dd>
        <dt className="font-bold">Chosen</dt>
        <dd>{texts.kinds.length > 0 ? texts.kinds.map((kind) => KIND_LABELS[kind]).join(', ') : 'Nothing'}</dd>
      </dl>
      {texts.consents.length === 0 ? <p>The client has never agreed to texts.</p> : null}
      {texts.consents.length > 0 ? (
        <>
          <h3 className="text-xl">Consent record</h3>
          <ol className="space-y-3">
            {texts.consents.map((consent) => (
              <li key={consent.id} className="rounded-lg border-2 border-line bg-white p-4">
                <p className="font-bold">
                  {phoneForPeople(consent.phone)}: agreed {when(consent.givenAt)}{' '}
                  {consent.source === 'start_reply' ? 'by texting START' : 'on their account page'}, in{' '}
                  {LANGUAGE_NAMES_IN_ENGLISH[consent.language]}
                </p>
                <p>
                  {consent.endedAt && consent.endReason
                    ? `Ended ${when(consent.endedAt)}: ${END_LABELS[consent.endReason]}.`
                    : 'In force.'}
                </p>
                <blockquote className="mt-2 border-l-4 border-line pl-3">{consent.text}</blockquote>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}

/** The client's "Text messages" on their page in Users. */
export function StaffTextsSection({ clientId }: { clientId: number }) {
  const texts = useClientTexts(clientId);
  return (
    <section aria-labelledby="texts-heading" className="space-y-3">
      <h2 id="texts-heading" className="text-2xl">
        Text messages
      </h2>
      {texts.isPending ? <Spinner label="Loading the client's texts…" showLabel /> : null}
      {texts.isError ? <Alert tone="error">Error loading the client's texts.</Alert> : null}
      {texts.data ? <StaffTextsView texts={texts.data} /> : null}
    </section>
  );
}
