import type { ContactRequestReceipt } from '@ta/shared';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { toast } from '../../../components/ui/use-toast';
import { useT } from '../../../i18n/use-t';

/** The toast that carries a tracking code stays 10 seconds. */
const TRACKING_TOAST_MS = 10_000;

/**
 * 'Success' and, with a tracking code, the code, a reminder to save it and a link
 * to track it. Toasts show one at a time, so both messages share one toast; the code is
 * on the page as well. The words are the page's language.
 */
export function useSubmittedToast(): (receipt: ContactRequestReceipt) => void {
  const t = useT();
  const intl = useIntl();
  return useCallback(
    (receipt: ContactRequestReceipt) => {
      const code = receipt.trackingToken;
      const title = t('client.submitted.title');
      const submitted = t('client.submitted.text');
      if (!code) {
        toast({ title, description: submitted, variant: 'success' });
        return;
      }
      toast({
        title,
        variant: 'success',
        duration: TRACKING_TOAST_MS,
        description: (
          <>
            <span className="block">{submitted}</span>
            <span className="block">
              {intl.formatMessage(
                { id: 'client.submitted.code' },
                { code, strong: (chunks) => <strong className="font-mono whitespace-nowrap">{chunks}</strong> },
              )}
            </span>
            <span className="block">{t('client.submitted.save')}</span>
            <Link
              href={`/track-request?token=${encodeURIComponent(code)}`}
              className="inline-flex min-h-11 items-center font-bold"
            >
              {t('client.submitted.track')}
            </Link>
          </>
        ),
      });
    },
    [t, intl],
  );
}
