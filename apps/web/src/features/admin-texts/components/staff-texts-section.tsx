import {
  formatBusinessTime,
  LANGUAGE_NAMES_IN_ENGLISH,
  phoneForPeople,
  type SmsConsentEnd,
  type SmsKind,
  type SmsStatus,
  type StaffSmsMessage,
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

const STATUS_WORDS: Record<SmsStatus, string> = {
  queued: 'Waiting to go (quiet hours, or a new try)',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Not sent',
  undelivered: 'Not delivered',
};

/** Twilio's error codes the owner meets most, in words (the code stays beside them). */
const TWILIO_ERRORS: Record<string, string> = {
  '21211': 'not a valid phone number',
  '21610': 'the number replied STOP to us earlier',
  '21614': 'not a mobile number (a landline?)',
  '30003': 'the phone was off or out of reach',
  '30005': 'the number does not exist any more',
  '30006': 'a landline, or a number that cannot get texts',
  '30007': 'the carrier filtered it',
  consent_ended: 'texts to the number were stopped before it went',
};

function failureWords(message: StaffSmsMessage): string | null {
  if (message.status !== 'failed' && message.status !== 'undelivered') return null;
  const known = message.errorCode ? TWILIO_ERRORS[message.errorCode] : undefined;
  const code = message.errorCode && /^\d+$/.test(message.errorCode) ? ` (Twilio ${message.errorCode})` : '';
  return `${known ?? message.errorText ?? 'no reason given'}${code}`;
}

/** The latest texts about the client, newest first: what, to whom, and what became of it, in words. */
function TextsList({ messages }: { messages: readonly StaffSmsMessage[] }) {
  if (messages.length === 0) return <p>No texts have been sent about this client.</p>;
  return (
    <ol className="space-y-3">
      {messages.map((message) => {
        const failure = failureWords(message);
        return (
          <li key={message.id} className="rounded-lg border-2 border-line bg-white p-4">
            <p className="font-bold">
              {STATUS_WORDS[message.status]}
              {failure ? `: ${failure}` : ''}
            </p>
            <p>
              {when(message.statusAt ?? message.createdAt)}, to {phoneForPeople(message.toPhone)}
              {message.toContact ? ' (a trusted contact)' : ''}, {message.segments}{' '}
              {message.segments === 1 ? 'text' : 'texts'} long
            </p>
            <p className="mt-1 text-muted">{message.body}</p>
          </li>
        );
      })}
    </ol>
  );
}

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
      <h3 className="text-xl">Latest texts</h3>
      <TextsList messages={texts.messages} />
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
