import { afterSignInPath, pathInLocale, type SessionUser } from '@ta/shared';
import { useCallback, useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useLocale } from '../i18n/i18n-provider';

type SignedIn = Pick<SessionUser, 'role' | 'language'>;

/**
 * Goes on once someone is signed in: to the page that sent them, else their landing page. A client
 * whose account is in the other language (a new device) gets her pages in her language
 * (docs/i18n.md); each language's catalogue comes with the page, so that is a page load.
 */
export function useGoSignedIn(): (user: SignedIn, next: string | null | undefined) => void {
  const locale = useLocale();
  const [, navigate] = useLocation();
  return useCallback(
    (user: SignedIn, next: string | null | undefined) => {
      const path = afterSignInPath(user.role, next);
      if (user.language && user.language !== locale) window.location.replace(pathInLocale(path, user.language));
      else navigate(path, { replace: true });
    },
    [locale, navigate],
  );
}

/** Someone already signed in on a sign-in page: sent on as `useGoSignedIn` says. */
export function SignedInRedirect({ user, next }: { user: SignedIn; next: string | null | undefined }) {
  const locale = useLocale();
  const go = useGoSignedIn();
  const otherLanguage = Boolean(user.language && user.language !== locale);
  useEffect(() => {
    if (otherLanguage) go(user, next);
  }, [otherLanguage, go, user, next]);
  return otherLanguage ? null : <Redirect to={afterSignInPath(user.role, next)} replace />;
}
