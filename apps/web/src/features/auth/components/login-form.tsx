import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, NEXT_PARAM, needsTwoStep, safeNextPath, twoStepPath, type LoginInput } from '@ta/shared';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { toast } from '../../../components/ui/use-toast';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { reportFormFailure } from '../../../lib/form-errors';
import { PageFormMarker } from '../../../lib/page-form';
import { FormProblems } from '../../../components/ui/form-problems';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useLogin } from '../api/login';

const FIELDS = ['username', 'password'] as const;

/**
 * Logging in; where the person goes next is the page's business (auth-page.tsx). Without JavaScript the
 * form posts to /auth, which signs in and redirects the same way.
 */
export function LoginForm() {
  const login = useLogin();
  const t = useT();
  const [, navigate] = useLocation();
  const next = safeNextPath(new URLSearchParams(useSearch()).get(NEXT_PARAM));
  const failureText = useErrorText();
  const [serverError, setServerError] = useState<string | null>(null);
  const { form, field, result } = useProgressiveForm<LoginInput>('login', {
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, submitCount } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await login.mutateAsync(values);
      // Staff with two-step sign-in: the password was right, the code comes next (docs/two-step.md).
      if (needsTwoStep(answer)) {
        navigate(twoStepPath(answer.twoStep, next));
        return;
      }
      const user = answer;
      toast({
        title: t('auth.login.success'),
        description: t('auth.login.welcome', { firstName: user.firstName }),
        variant: 'success',
      });
    } catch (error) {
      const message = reportFormFailure(error, form, FIELDS, t('auth.login.failed'), failureText(error));
      setServerError(message);
    }
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <PageFormMarker id="login" />
      <FormProblems result={result} title={t('auth.login.failed')} hidden={submitCount > 0} />
      <FormField label={t('auth.field.username-or-email')} error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="off" {...field('username')} />
      </FormField>
      <div className="space-y-1">
        <FormField label={t('auth.field.password')} error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...field('password')} />
        </FormField>
        <Link href="/forgot-password" className="inline-flex min-h-11 items-center font-bold">
          {t('auth.login.forgot')}
        </Link>
      </div>
      <FormSubmit
        failure={serverError}
        failureTitle={t('auth.login.failed')}
        action={t('auth.login.submit')}
        pendingAction={t('auth.login.pending')}
        pending={login.isPending}
        width="full"
      />
    </form>
  );
}
