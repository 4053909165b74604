import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useClientFeedback } from '../api/feedback';
import { FeedbackEntries } from './feedback-entries';

/** "Feedback" on a client's page in Users: every answer they gave after a visit, newest first. */
export function ClientFeedbackSection({ clientId }: { clientId: number }) {
  const feedback = useClientFeedback(clientId);
  return (
    <section aria-labelledby="client-feedback-heading" className="space-y-3">
      <h2 id="client-feedback-heading" className="text-2xl">
        Feedback
      </h2>
      {feedback.isPending ? <Spinner label="Loading the client's feedback…" showLabel /> : null}
      {feedback.isError ? <Alert tone="error">Error loading the client's feedback.</Alert> : null}
      {feedback.data ? <FeedbackEntries entries={feedback.data} showClient={false} /> : null}
    </section>
  );
}
