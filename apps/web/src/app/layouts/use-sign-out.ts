import { useLocation } from 'wouter';
import { toast } from '../../components/ui/use-toast';
import { useLogout } from '../../features/auth/api/logout';
import { useErrorText } from '../../lib/error-text';
import { useT } from '../../i18n/use-t';

/** Logs out, says so, and goes to `destination`. */
export function useSignOut(destination: string): () => void {
  const logout = useLogout();
  const [, navigate] = useLocation();
  const t = useT();
  const failureText = useErrorText();

  return () => {
    // mutateAsync, not per-call callbacks: the calling layout may unmount once the session clears.
    logout.mutateAsync().then(
      () => {
        navigate(destination);
        toast({ title: t('auth.logout.done'), variant: 'success' });
      },
      (error: unknown) => {
        toast({ title: t('auth.logout.failed'), description: failureText(error), variant: 'destructive' });
      },
    );
  };
}
