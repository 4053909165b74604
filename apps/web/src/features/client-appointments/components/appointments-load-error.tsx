import { signInPathFor } from '@ta/shared';
import { LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { isSignedOutError } from '../signed-out-error';

interface AppointmentsLoadErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** A signed-out person is sent to log in (and back here) instead of trying again. */
export function AppointmentsLoadError({ error, retrying, onRetry }: AppointmentsLoadErrorProps) {
  const message =
    error instanceof Error && error.message ? error.message : 'An unexpected error occurred. Please try again later.';
  const signedOut = isSignedOutError(error);

  return (
    <LoadError
      title="Error loading appointments"
      message={message}
      retrying={retrying}
      onRetry={signedOut ? undefined : onRetry}
    >
      {signedOut ? (
        <>
          <p className="mt-2">You need to be logged in to view appointments.</p>
          <Link
            href={signInPathFor('/appointments')}
            className={buttonVariants({ variant: 'primary', className: 'mt-3' })}
          >
            <LogIn aria-hidden />
            Log In or Register
          </Link>
        </>
      ) : null}
    </LoadError>
  );
}
