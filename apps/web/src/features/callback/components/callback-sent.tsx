import type { CallbackReceipt } from '@ta/shared';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { useT } from '../../../i18n/use-t';

/**
 * What the caller keeps after sending with JavaScript: when we will call, and the tracking code with
 * its page. It stays until they leave (a toast alone would vanish); it takes the focus as it appears,
 * so a screen reader reads it and the next Tab continues from it.
 */
export function CallbackSent({ receipt, name }: { receipt: CallbackReceipt; name: string }) {
  const t = useT();
  const firstName = name.trim().split(/\s+/)[0] ?? '';
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="space-y-3 outline-none focus-visible:shadow-none">
      <Alert tone="success" title={t('callback.sent.title', { name: firstName })}>
        <p>{t('callback.sent.when', { when: t(`callback.when.${receipt.bestTime}`) })}</p>
        <p className="mt-2">
          <FormattedMessage
            id="callback.sent.code"
            values={{
              code: receipt.trackingToken,
              mono: (chunks: ReactNode[]) => (
                <code className="font-mono text-lg font-bold tracking-wider whitespace-nowrap text-brand-950">
                  {chunks}
                </code>
              ),
            }}
          />
        </p>
      </Alert>
      <Link
        href={`/track-request?token=${encodeURIComponent(receipt.trackingToken)}`}
        className="inline-flex min-h-11 items-center gap-2 font-bold"
      >
        {t('callback.sent.track')}
        <ArrowRight aria-hidden className="size-5" />
      </Link>
    </div>
  );
}
