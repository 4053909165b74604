import { signInPathFor } from '@ta/shared';
import { ArrowLeft, LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { useKnownText } from '../../../i18n/known-text';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';

interface PropertiesLoadErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  /** The page to come back to after signing in. */
  from: string;
}

/**
 * A property or report that could not be read. Signed out: a way to log in and come back. Not found
 * (not theirs, or gone): a way back to My Properties. Anything else: try again.
 */
export function PropertiesLoadError({ error, retrying, onRetry, from }: PropertiesLoadErrorProps) {
  const t = useT();
  const failureText = useErrorText();
  const status = error instanceof ApiError ? error.status : null;
  const message =
    error instanceof ApiError && error.status < 500 && error.message
      ? failureText(error)
      : t('properties.load-error.unexpected');
  if (status === 401) {
    return (
      <LoadError title={t('properties.load-error.title')} message={message}>
        <p className="mt-2">{t('properties.load-error.signed-out')}</p>
        <Link href={signInPathFor(from)} className={buttonVariants({ variant: 'primary', className: 'mt-3' })}>
          <LogIn aria-hidden />
          {t('properties.load-error.log-in')}
        </Link>
      </LoadError>
    );
  }
  if (status === 404 || status === 403) return <NotFoundError message={message} />;
  return <LoadError title={t('properties.load-error.title')} message={message} retrying={retrying} onRetry={onRetry} />;
}

/** A property or report that is not there (or not the client's): the server's words and a way back. */
export function NotFoundError({ message }: { message: string }) {
  const t = useT();
  const knownText = useKnownText();
  return (
    <LoadError title={t('properties.load-error.title')} message={knownText(message)}>
      <Link href="/properties" className={buttonVariants({ variant: 'primary', className: 'mt-3' })}>
        <ArrowLeft aria-hidden />
        {t('properties.back')}
      </Link>
    </LoadError>
  );
}

/** Shown while a page's data loads; screen readers hear the words. */
export function PropertiesLoading() {
  const t = useT();
  return (
    <div aria-busy="true" className="space-y-5">
      <p role="status" className="text-lg">
        {t('properties.loading')}
      </p>
      <div className="h-48 rounded-2xl bg-sand" />
    </div>
  );
}
