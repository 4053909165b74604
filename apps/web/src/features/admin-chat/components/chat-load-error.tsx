import { RotateCcw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';

/** A load failure with the server's message and Try Again, as on the other back-office lists. */
export function ChatLoadError({
  title,
  error,
  retrying,
  onRetry,
}: {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert tone="error" title={title}>
      <p>{errorMessage(error)}</p>
      <Button type="button" variant="outline" className="mt-3" disabled={retrying} onClick={onRetry}>
        <RotateCcw aria-hidden />
        {retrying ? 'Trying again…' : 'Try Again'}
      </Button>
    </Alert>
  );
}
