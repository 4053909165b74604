import { RotateCcw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';

/** A full-page error, with the message below and a way to try again. */
export function ContactsLoadError({
  title = 'Error loading contact requests',
  error,
  onRetry,
}: {
  title?: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div className="space-y-4">
      <Alert tone="error" title={title}>
        <p>{errorMessage(error)}</p>
      </Alert>
      <Button variant="outline" onClick={onRetry}>
        <RotateCcw aria-hidden />
        Try Again
      </Button>
    </div>
  );
}
