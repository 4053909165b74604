import { RotateCcw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

interface LoadErrorProps {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

/** 'Error loading data', the message below, and a Retry button. */
export function LoadError({ message, onRetry, retrying }: LoadErrorProps) {
  return (
    <Alert tone="error" title="Error loading data">
      <p>{message}</p>
      <Button type="button" variant="outline" className="mt-3" onClick={onRetry} disabled={retrying}>
        <RotateCcw aria-hidden />
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </Alert>
  );
}
