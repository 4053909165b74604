import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@ta/shared';
import { useState } from 'react';
import { Link } from 'wouter';
import { FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { toast } from '../../../components/ui/use-toast';
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
  const [serverError, setServerError] = useState<string | null>(null);
  const { form, field, result } = useProgressiveForm<LoginInput>('login', {
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, submitCount } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const user = await login.mutateAsync(values);
      toast({ title: 'Login successful', description: `Welcome back, ${user.firstName}!`, variant: 'success' });
    } catch (error) {
      const message = reportFormFailure(error, form, FIELDS, 'Login failed');
      setServerError(message);
    }
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <PageFormMarker id="login" />
      <FormProblems result={result} title="Login failed" hidden={submitCount > 0} />
      <FormField label="Username or email" error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="off" {...field('username')} />
      </FormField>
      <div className="space-y-1">
        <FormField label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...field('password')} />
        </FormField>
        <Link href="/forgot-password" className="inline-flex min-h-11 items-center font-bold">
          Forgot your password?
        </Link>
      </div>
      <FormSubmit
        failure={serverError}
        failureTitle="Login failed"
        action="Log in"
        pendingAction="Logging in…"
        pending={login.isPending}
        width="full"
      />
    </form>
  );
}
