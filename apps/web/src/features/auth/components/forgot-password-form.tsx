import { zodResolver } from '@hookform/resolvers/zod';
import { messageSchema, passwordResetRequestSchema, type PasswordResetRequestInput } from '@ta/shared';
import { useState } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { useErrorText } from '../../../lib/error-text';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { PageFormMarker } from '../../../lib/page-form';
import { FormProblems } from '../../../components/ui/form-problems';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useHydrated } from '../../../lib/use-hydrated';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** Asks for a reset link; without JavaScript the form posts to /forgot-password, which answers the same. */
export function ForgotPasswordForm() {
  const requestReset = useRequestPasswordReset();
  const hydrated = useHydrated();
  const t = useT();
  const failureText = useErrorText();
  const localePath = useLocalePath();
  const [serverError, setServerError] = useState<string | null>(null);
  const { form, field, result } = useProgressiveForm<PasswordResetRequestInput>('forgot-password', {
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  // The neutral answer, from the JSON call or from this page's own post (until "try another address").
  const [startedAgain, setStartedAgain] = useState(false);
  const pageAnswer = messageSchema.safeParse(result?.outcome);
  const sent = requestReset.data ?? (pageAnswer.success && !startedAgain ? pageAnswer.data : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await requestReset.mutateAsync(values);
    } catch (error) {
      setServerError(failureText(error));
    }
  });

  if (sent) {
    return (
      <div className="space-y-5">
        {/* The server's answer is the same for every address: the page says it in its own words. */}
        <Alert tone="success" title={t('auth.forgot.sent.title')}>
          {t('auth.forgot.sent.text')}
        </Alert>
        <p>
          {t('auth.forgot.sent.no-email')}{' '}
          {hydrated ? (
            <button
              type="button"
              className="inline min-h-11 cursor-pointer font-bold text-brand-700 underline underline-offset-4"
              onClick={() => {
                requestReset.reset();
                setStartedAgain(true);
              }}
            >
              {t('auth.forgot.sent.try-again')}
            </button>
          ) : (
            <a href={localePath('/forgot-password')} className="inline min-h-11 font-bold">
              {t('auth.forgot.sent.try-again')}
            </a>
          )}
          .
        </p>
        <Link href="/auth" className="inline-flex min-h-11 items-center font-bold">
          {t('auth.back-to-login')}
        </Link>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <PageFormMarker id="forgot-password" />
      <FormProblems
        result={result}
        title={t('auth.forgot.failed')}
        hidden={form.formState.submitCount > 0 || startedAgain}
      />
      <FormField
        label={t('auth.field.email')}
        hint={t('auth.forgot.email-hint')}
        error={form.formState.errors.email?.message}
      >
        <Input type="email" autoComplete="email" {...field('email')} />
      </FormField>
      <FormSubmit
        failure={serverError}
        failureTitle={t('auth.forgot.failed')}
        action={t('auth.forgot.submit')}
        pendingAction={t('auth.forgot.pending')}
        pending={requestReset.isPending}
        width="full"
      />
    </form>
  );
}
