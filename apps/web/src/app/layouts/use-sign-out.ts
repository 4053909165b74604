import { useLocation } from 'wouter';
import { toast } from '../../components/ui/use-toast';
import { useLogout } from '../../features/auth/api/logout';
import { errorMessage } from '../../lib/api-client';

/** Logs out, says so, and goes to `destination`. */
export function useSignOut(destination: string): () => void {
  const logout = useLogout();
  const [, navigate] = useLocation();

  return () => {
    // mutateAsync, not per-call callbacks: the calling layout may unmount once the session clears.
    logout.mutateAsync().then(
      () => {
        navigate(destination);
        toast({ title: 'Logged out successfully', variant: 'success' });
      },
      (error: unknown) => {
        toast({ title: 'Logout failed', description: errorMessage(error), variant: 'destructive' });
      },
    );
  };
}
