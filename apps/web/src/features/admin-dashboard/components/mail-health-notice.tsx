import type { MailHealth } from '@ta/shared';
import { Link } from 'wouter';
import { Alert } from '../../../components/ui/alert';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The dashboard's warning when e-mail is not getting through (docs/jobs.md): how many messages of the
 * last days could not be sent, how many wait for another try, and the way to the outbox, where each
 * says why and an admin can send a failed one again. Nothing shows while all is well.
 */
export function MailHealthNotice({ mail }: { mail: MailHealth | undefined }) {
  if (!mail || mail.failed + mail.retrying === 0) return null;
  const parts = [
    ...(mail.failed > 0 ? [`${count(mail.failed, 'e-mail', 'e-mails')} could not be sent`] : []),
    ...(mail.retrying > 0 ? [`${count(mail.retrying, 'e-mail is', 'e-mails are')} waiting to be tried again`] : []),
  ];
  return (
    <Alert tone="error" title="E-mail is not getting through">
      <p>
        In the last {mail.days} days, {parts.join(' and ')}.{' '}
        <Link href="/admin/outbox" className="inline-flex min-h-11 items-center font-bold text-brand-800 underline">
          Open the outbox
        </Link>
      </p>
    </Alert>
  );
}
