import { useLocation } from 'wouter';
import { toast } from '../../components/ui/use-toast';
import { useLogout } from '../../features/auth/api/logout';
import { useKnownText } from '../../i18n/known-text';
import { useT } from '../../i18n/use-t';
import { errorMessage } from '../../lib/api-client';

/** Logs out, says so, and goes to `destination`. */
export function useSignOut(destination: string): () => void {
  const logout = useLogout();
  const [, navigate] = useLocation();
  const t = useT();
  const known = useKnownText();

  return () => {
    // mutateAsync, not per-call callbacks: the calling layout may unmount once the session clears.
    logout.mutateAsync().then(
      () => {
        navigate(destination);
        toast({ title: t('auth.logout.done'), variant: 'success' });
      },
      (error: unknown) => {
        toast({ title: t('auth.logout.failed'), description: known(errorMessage(error)), variant: 'destructive' });
      },
    );
  };
}
