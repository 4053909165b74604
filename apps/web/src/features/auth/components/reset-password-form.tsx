import { zodResolver } from '@hookform/resolvers/zod';
import { messageSchema, passwordResetConfirmSchema, type PasswordResetConfirmInput } from '@ta/shared';
import { useState } from 'react';
import { Link } from 'wouter';
import { NewPasswordFields, newPasswordFields, type NewPasswordWords } from '../../../components/forms/account-fields';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useKnownText } from '../../../i18n/known-text';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { PageFormMarker } from '../../../lib/page-form';
import { FormProblems } from '../../../components/ui/form-problems';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';

/** The new password's words (the hint names the back office's longer minimum too). */
const PASSWORD_WORDS: NewPasswordWords = {
  password: 'auth.field.new-password',
  hint: 'auth.reset.password-hint',
  confirmPassword: 'auth.field.confirm-new-password',
};

const FIELDS = ['password', 'confirmPassword'] as const;

/** A reset address without its token. */
function InvalidLink() {
  const t = useT();
  return (
    <div className="space-y-5">
      <Alert tone="error" title={t('auth.reset.invalid.title')}>
        {t('auth.reset.invalid.text')}
      </Alert>
      <Link href="/forgot-password" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
        {t('auth.reset.new-link')}
      </Link>
    </div>
  );
}

/**
 * A new password from the e-mailed link. Without JavaScript the form posts to the page's own URL, whose
 * `token` the server reads: the token is never written into the page.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const confirmReset = useConfirmPasswordReset();
  const t = useT();
  const known = useKnownText();
  const failureText = useErrorText();
  const [serverError, setServerError] = useState<string | null>(null);
  const { form, field, result } = useProgressiveForm<PasswordResetConfirmInput>('reset-password', {
    resolver: zodResolver(passwordResetConfirmSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors, submitCount } = form.formState;
  const pageAnswer = messageSchema.safeParse(result?.outcome);
  const done = confirmReset.data ?? (pageAnswer.success ? pageAnswer.data : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await confirmReset.mutateAsync(values);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS)) setServerError(failureText(error));
    }
  });

  if (!token) return <InvalidLink />;

  if (done) {
    return (
      <div className="space-y-5">
        {/* The server's answer means only "done": the page says it in its own words. */}
        <Alert tone="success" title={t('auth.reset.done.title')}>
          {t('auth.reset.done.text')}
        </Alert>
        <Link href="/auth" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          {t('auth.reset.done.login')}
        </Link>
      </div>
    );
  }

  // A refused submit without field messages means the link itself is no longer good.
  const tokenProblem = errors.token?.message;
  const problem = serverError ?? (tokenProblem ? known(tokenProblem) : undefined);

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <PageFormMarker id="reset-password" />
      <FormProblems result={result} title={t('auth.reset.failed')} hidden={submitCount > 0}>
        {result?.message ? (
          <Link href="/forgot-password" className="font-bold">
            {t('auth.reset.new-link')}
          </Link>
        ) : null}
      </FormProblems>
      <NewPasswordFields words={PASSWORD_WORDS} fields={newPasswordFields(field)} errors={errors} />
      {problem ? (
        <Alert tone="error" title={t('auth.reset.failed')}>
          {problem}{' '}
          <Link href="/forgot-password" className="font-bold">
            {t('auth.reset.new-link')}
          </Link>
        </Alert>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={confirmReset.isPending}>
        {confirmReset.isPending ? t('auth.reset.pending') : t('auth.reset.submit')}
      </Button>
    </form>
  );
}
