import type { OutboxEmailView } from '@ta/shared';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatInstant } from '../../../lib/instant-format';
import { useSendAgain } from '../api/outbox';

const triesWords = (tries: number) => (tries === 1 ? 'Tried once' : `Tried ${tries} times`);

/**
 * Under the status: how delivery stands (docs/jobs.md). A message waiting after a failed try says how
 * often it was tried and when it is tried next; a failed one says how often it was tried, and an admin
 * can send it again. The answer is said in words beside the button, never only in a toast.
 */
export function OutboxDelivery({ email }: { email: OutboxEmailView }) {
  const sendAgain = useSendAgain();
  const next = email.nextTryAt ? formatInstant(email.nextTryAt) : undefined;
  return (
    <div className="mt-1 space-y-2 text-base">
      {email.status === 'queued' && email.tries > 0 ? (
        <p>
          {triesWords(email.tries)}
          {next ? (
            <>
              {'; next try '}
              <time dateTime={email.nextTryAt ?? undefined}>
                {next.date} {next.time}
              </time>
            </>
          ) : null}
        </p>
      ) : null}
      {email.status === 'failed' && email.tries > 0 ? <p>{triesWords(email.tries)}</p> : null}
      {email.canSendAgain ? (
        <Button
          type="button"
          variant="outline"
          size="compact"
          onClick={() => sendAgain.mutate(email.id)}
          disabled={sendAgain.isPending}
          aria-describedby={`outbox-send-again-${email.id}`}
        >
          <RotateCw aria-hidden />
          Send again
          <span className="sr-only">
            {' '}
            the e-mail “{email.subject}” to {email.to}
          </span>
        </Button>
      ) : null}
      {email.canSendAgain || sendAgain.isSuccess ? (
        <p id={`outbox-send-again-${email.id}`} role="status" className="font-bold">
          {sendAgain.isSuccess ? sendAgain.data.message : ''}
        </p>
      ) : null}
      {sendAgain.isError ? (
        <p role="alert" className="font-bold text-danger-700">
          {sendAgain.error.message}
        </p>
      ) : null}
    </div>
  );
}
