import { EMAIL_SIGN_IN_MINUTES, EMAIL_SIGN_IN_PATHS, emailSignInRequestSchema, messageSchema } from '@ta/shared';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { FormProblems } from '../../../components/ui/form-problems';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { useErrorText } from '../../../lib/error-text';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { formResolver } from '../../../lib/form-resolver';
import { PageFormMarker } from '../../../lib/page-form';
import { useHydrated } from '../../../lib/use-hydrated';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useRequestSignInEmail } from '../api/request-sign-in-email';
import { SignInCodeForm, withNext } from './sign-in-code-form';

interface RequestFields {
  email: string;
}

/**
 * Asks for an e-mailed sign-in link and code. The answer is the same for every address, so the page
 * says it in its own words and offers the code form at once, with the address filled in. Without
 * JavaScript the form posts to /sign-in/email, which answers the same.
 */
export function EmailSignInRequestForm({ next }: { next: string | null }) {
  const requestEmail = useRequestSignInEmail();
  const hydrated = useHydrated();
  const t = useT();
  const failureText = useErrorText();
  const localePath = useLocalePath();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [startedAgain, setStartedAgain] = useState(false);
  const { form, field, result } = useProgressiveForm<RequestFields, { email: string; next?: string | undefined }>(
    'email-sign-in',
    {
      resolver: formResolver<RequestFields, typeof emailSignInRequestSchema>(emailSignInRequestSchema),
      defaultValues: { email: '' },
    },
  );
  const pageAnswer = messageSchema.safeParse(result?.outcome);
  const pageSentTo = pageAnswer.success && !startedAgain && typeof result?.values.email === 'string';
  const address = sentTo ?? (pageSentTo ? String(result?.values.email) : null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await requestEmail.mutateAsync({ email: values.email, ...(next ? { next } : {}) });
      setSentTo(values.email);
    } catch (error) {
      setServerError(failureText(error));
    }
  });

  if (address !== null) {
    return (
      <div className="space-y-5" data-testid="email-sign-in-sent">
        {/* The server's answer is the same for every address: the page says it in its own words. */}
        <Alert tone="success" title={t('sign-in.email.sent.title')}>
          {t('sign-in.email.sent.text', { minutes: EMAIL_SIGN_IN_MINUTES })}
        </Alert>
        <p className="font-bold">{t('sign-in.email.sent.next')}</p>
        <SignInCodeForm email={address} next={next} postToCodePage />
        <p>
          {t('sign-in.email.sent.no-email')}{' '}
          {hydrated ? (
            <button
              type="button"
              className="inline min-h-11 cursor-pointer font-bold text-brand-700 underline underline-offset-4"
              onClick={() => {
                requestEmail.reset();
                setSentTo(null);
                setStartedAgain(true);
              }}
            >
              {t('sign-in.email.sent.try-again')}
            </button>
          ) : (
            <a href={localePath(withNext(EMAIL_SIGN_IN_PATHS.request, next))} className="inline min-h-11 font-bold">
              {t('sign-in.email.sent.try-again')}
            </a>
          )}
          .
        </p>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" data-testid="email-sign-in-form">
      <PageFormMarker id="email-sign-in" />
      <FormProblems
        result={result}
        title={t('sign-in.email.failed')}
        hidden={form.formState.submitCount > 0 || startedAgain}
      />
      <FormField
        label={t('auth.field.email')}
        hint={t('sign-in.email.hint')}
        error={form.formState.errors.email?.message}
      >
        <Input type="email" autoComplete="email" autoCapitalize="off" {...field('email')} />
      </FormField>
      <FormSubmit
        failure={serverError}
        failureTitle={t('sign-in.email.failed')}
        action={t('sign-in.email.submit')}
        pendingAction={t('sign-in.email.pending')}
        pending={requestEmail.isPending}
        width="full"
      />
      <p className="text-base text-muted">{t('sign-in.email.staff-note')}</p>
    </form>
  );
}
