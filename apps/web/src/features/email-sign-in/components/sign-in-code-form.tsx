import { EMAIL_SIGN_IN_CODE_LENGTH, EMAIL_SIGN_IN_PATHS, emailSignInCodeSchema, NEXT_PARAM } from '@ta/shared';
import { useState } from 'react';
import { Link } from 'wouter';
import { FormField } from '../../../components/ui/form-field';
import { FormProblems } from '../../../components/ui/form-problems';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { useGoSignedIn } from '../../../lib/signed-in-redirect';
import { useErrorText } from '../../../lib/error-text';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { PageFormMarker } from '../../../lib/page-form';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useSignInWithCode } from '../api/sign-in-with-code';

interface CodeFields {
  email: string;
  code: string;
}
const FIELDS = ['email', 'code'] as const;

/** `path` with the `next` page kept, so signing in returns there. */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?${NEXT_PARAM}=${encodeURIComponent(next)}` : path;
}

interface SignInCodeFormProps {
  /** The address the code was sent to, when this page knows it. */
  email?: string;
  next: string | null;
  /**
   * Shown under the request form's answer: without JavaScript the form then posts to the code page
   * (the request page's own post is the request).
   */
  postToCodePage?: boolean;
}

/**
 * The e-mailed six-digit code, typed on any device: the e-mail may be read on a phone while the
 * person signs in on a tablet. Without JavaScript the form posts to /sign-in/code, which signs in
 * and redirects the same way; the code is never written back into the page.
 */
export function SignInCodeForm({ email = '', next, postToCodePage = false }: SignInCodeFormProps) {
  const signIn = useSignInWithCode();
  const t = useT();
  const failureText = useErrorText();
  const localePath = useLocalePath();
  const goSignedIn = useGoSignedIn();
  const [serverError, setServerError] = useState<string | null>(null);
  const { form, field, result } = useProgressiveForm<CodeFields, { email: string; code: string }>('sign-in-code', {
    resolver: formResolver<CodeFields, typeof emailSignInCodeSchema>(emailSignInCodeSchema),
    defaultValues: { email, code: '' },
  });
  const { errors, submitCount } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const user = await signIn.mutateAsync(values);
      toast({
        title: t('auth.login.success'),
        description: t('auth.login.welcome', { firstName: user.firstName }),
        variant: 'success',
      });
      goSignedIn(user, next);
    } catch (error) {
      form.setValue('code', '');
      setServerError(reportFormFailure(error, form, FIELDS, t('sign-in.code.failed'), failureText(error)));
    }
  });

  return (
    <form
      method="post"
      action={postToCodePage ? localePath(withNext(EMAIL_SIGN_IN_PATHS.code, next)) : undefined}
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      data-testid="sign-in-code-form"
    >
      <PageFormMarker id="sign-in-code" />
      <FormProblems result={result} title={t('sign-in.code.failed')} hidden={submitCount > 0} />
      <FormField label={t('auth.field.email')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" autoCapitalize="off" {...field('email')} />
      </FormField>
      <FormField label={t('sign-in.code.field')} hint={t('sign-in.code.hint')} error={errors.code?.message}>
        <Input
          code
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={EMAIL_SIGN_IN_CODE_LENGTH + 4}
          className="max-w-60"
          data-testid="sign-in-code-input"
          {...field('code')}
        />
      </FormField>
      <FormSubmit
        failure={serverError}
        failureTitle={t('sign-in.code.failed')}
        action={t('sign-in.code.submit')}
        pendingAction={t('sign-in.code.pending')}
        pending={signIn.isPending}
        width="full"
      />
      <p>
        {t('sign-in.code.no-code')}{' '}
        <Link
          href={withNext(EMAIL_SIGN_IN_PATHS.request, next)}
          className="inline-flex min-h-11 items-center font-bold"
          data-testid="sign-in-code-new"
        >
          {t('sign-in.code.new-code')}
        </Link>
      </p>
    </form>
  );
}
