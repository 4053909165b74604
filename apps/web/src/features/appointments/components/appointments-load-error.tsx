import { signInPathFor } from '@ta/shared';
import { LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { isSignedOutError } from '../signed-out-error';

interface AppointmentsLoadErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

export function AppointmentsLoadError({ error, retrying, onRetry }: AppointmentsLoadErrorProps) {
  const message =
    error instanceof Error && error.message ? error.message : 'An unexpected error occurred. Please try again later.';

  return (
    <Alert tone="error" title="Error loading appointments">
      <p>{message}</p>
      {isSignedOutError(error) ? (
        <>
          <p className="mt-2">You need to be logged in to view appointments.</p>
          {/* Signed in again, the person comes back to their appointments. */}
          <Link
            href={signInPathFor('/appointments')}
            className={buttonVariants({ variant: 'primary', className: 'mt-3' })}
          >
            <LogIn aria-hidden />
            Log In or Register
          </Link>
        </>
      ) : (
        <Button variant="outline" className="mt-3" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Trying again…' : 'Try Again'}
        </Button>
      )}
    </Alert>
  );
}
