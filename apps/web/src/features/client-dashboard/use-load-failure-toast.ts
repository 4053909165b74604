import { useEffect, useRef } from 'react';
import { toast } from '../../components/ui/use-toast';
import { useT } from '../../i18n/use-t';

/**
 * One toast per failed load. `failedAt` is when the latest failure happened (0 for none);
 * the page also keeps an inline message with Try Again, since a toast goes away.
 */
export function useLoadFailureToast(failedAt: number): void {
  const shownFor = useRef(0);
  const t = useT();
  useEffect(() => {
    if (failedAt === 0 || failedAt === shownFor.current) return;
    shownFor.current = failedAt;
    toast({ title: t('client.toast.error'), description: t('client.dashboard.load-failed'), variant: 'destructive' });
  }, [failedAt, t]);
}
