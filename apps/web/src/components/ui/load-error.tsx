import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { Alert } from './alert';
import { Button } from './button';

/** The words on the retry button, and while the retry runs (the dashboard's spec says Retry). */
const RETRY_WORDS = {
  'Try Again': 'Trying again…',
  Retry: 'Retrying…',
} as const;

interface LoadErrorProps {
  /** "Error loading users". */
  title: string;
  /** The failure: its message is shown, unless `message` says something else. */
  error?: unknown;
  message?: string;
  /** Without it there is no retry button (the children offer another way on). */
  onRetry?: () => void;
  retrying?: boolean;
  retryLabel?: keyof typeof RETRY_WORDS;
  /** More words or a link, below the message. */
  children?: ReactNode;
  className?: string;
}

/**
 * A load that failed, as an error that stays on the page: the title, the message below it and a way
 * to try again (a toast alone would vanish before it is read).
 */
export function LoadError({
  title,
  error,
  message,
  onRetry,
  retrying = false,
  retryLabel = 'Try Again',
  children,
  className,
}: LoadErrorProps) {
  return (
    <Alert tone="error" title={title} className={className}>
      <p>{message ?? errorMessage(error)}</p>
      {children}
      {onRetry ? (
        <Button type="button" variant="outline" className="mt-3" disabled={retrying} onClick={onRetry}>
          <RotateCcw aria-hidden />
          {retrying ? RETRY_WORDS[retryLabel] : retryLabel}
        </Button>
      ) : null}
    </Alert>
  );
}
