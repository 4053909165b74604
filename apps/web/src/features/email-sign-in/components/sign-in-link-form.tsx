import { EMAIL_SIGN_IN_PATHS } from '@ta/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { buttonVariants } from '../../../components/ui/button';
import { FormSubmit } from '../../../components/ui/form-submit';
import { toast } from '../../../components/ui/use-toast';
import { useGoSignedIn } from '../../../lib/signed-in-redirect';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { PageFormMarker, usePageFormResult } from '../../../lib/page-form';
import { useSignInWithLink } from '../api/sign-in-with-link';
import { withNext } from './sign-in-code-form';

/** Where to go when the link cannot be used: a new link, or the code from the same e-mail. */
function OtherWays({ next }: { next: string | null }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Link
        href={withNext(EMAIL_SIGN_IN_PATHS.request, next)}
        className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}
        data-testid="sign-in-link-new"
      >
        {t('sign-in.link.new')}
      </Link>
      <Link
        href={withNext(EMAIL_SIGN_IN_PATHS.code, next)}
        className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full sm:w-auto' })}
      >
        {t('sign-in.link.use-code')}
      </Link>
    </div>
  );
}

/**
 * The e-mailed link's page. Opening it signs nobody in (mail scanners open links too): only the
 * button's POST does, once. Without JavaScript the button posts to the page's own URL, whose token the
 * server reads; the token is never written into the page.
 */
export function SignInLinkForm({ token, next }: { token: string; next: string | null }) {
  const signIn = useSignInWithLink();
  const t = useT();
  const failureText = useErrorText();
  const goSignedIn = useGoSignedIn();
  const result = usePageFormResult('sign-in-link');
  const [serverError, setServerError] = useState<string | null>(null);
  const problem = serverError ?? (result?.message ? failureText(result) : null);

  if (!token) {
    return (
      <div className="space-y-5">
        <Alert tone="error" title={t('sign-in.link.failed')}>
          {t('sign-in.link.missing')}
        </Alert>
        <OtherWays next={next} />
      </div>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    try {
      const user = await signIn.mutateAsync(token);
      toast({
        title: t('auth.login.success'),
        description: t('auth.login.welcome', { firstName: user.firstName }),
        variant: 'success',
      });
      goSignedIn(user, next);
    } catch (error) {
      setServerError(failureText(error));
    }
  };

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-5" data-testid="sign-in-link-form">
      <PageFormMarker id="sign-in-link" />
      {problem ? (
        <div tabIndex={-1} autoFocus className="space-y-4 outline-none">
          <Alert tone="error" title={t('sign-in.link.failed')}>
            {problem}
          </Alert>
          <OtherWays next={next} />
        </div>
      ) : (
        <FormSubmit
          failure={null}
          failureTitle={t('sign-in.link.failed')}
          action={t('sign-in.link.submit')}
          pendingAction={t('sign-in.link.pending')}
          pending={signIn.isPending}
          width="full"
        />
      )}
    </form>
  );
}
