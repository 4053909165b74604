import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useErrorText } from '../../lib/error-text';
import type { MessageId } from '../../i18n/messages/en';
import { useT } from '../../i18n/use-t';
import { Alert } from './alert';
import { Button } from './button';

/** The words on the retry button, and while the retry runs (the dashboard's spec says Retry). */
const RETRY_WORDS = {
  'Try Again': { idle: 'ui.try-again', busy: 'ui.trying-again' },
  Retry: { idle: 'ui.retry', busy: 'ui.retrying' },
} as const satisfies Record<string, { idle: MessageId; busy: MessageId }>;

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
  const t = useT();
  const failureText = useErrorText();
  const words = RETRY_WORDS[retryLabel];
  return (
    <Alert tone="error" title={title} className={className}>
      <p>{message ?? failureText(error)}</p>
      {children}
      {onRetry ? (
        <Button type="button" variant="outline" className="mt-3" disabled={retrying} onClick={onRetry}>
          <RotateCcw aria-hidden />
          {t(retrying ? words.busy : words.idle)}
        </Button>
      ) : null}
    </Alert>
  );
}
