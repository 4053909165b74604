import { signInPathFor } from '@ta/shared';
import { LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { isSignedOutError } from '../signed-out-error';

interface AppointmentsLoadErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** A signed-out person is sent to log in (and back here) instead of trying again. */
export function AppointmentsLoadError({ error, retrying, onRetry }: AppointmentsLoadErrorProps) {
  const t = useT();
  const failureText = useErrorText();
  // The server's words, in the page's language when the catalogue knows them.
  const message =
    error instanceof Error && error.message ? failureText(error) : t('appointments.load-error.unexpected');
  const signedOut = isSignedOutError(error);

  return (
    <LoadError
      title={t('appointments.load-error.title')}
      message={message}
      retrying={retrying}
      onRetry={signedOut ? undefined : onRetry}
    >
      {signedOut ? (
        <>
          <p className="mt-2">{t('appointments.load-error.signed-out')}</p>
          <Link
            href={signInPathFor('/appointments')}
            className={buttonVariants({ variant: 'primary', className: 'mt-3' })}
          >
            <LogIn aria-hidden />
            {t('appointments.load-error.log-in')}
          </Link>
        </>
      ) : null}
    </LoadError>
  );
}
