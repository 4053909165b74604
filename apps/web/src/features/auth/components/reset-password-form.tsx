import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, passwordResetConfirmSchema, type PasswordResetConfirmInput } from '@ta/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';

const FIELDS = ['password', 'confirmPassword'] as const;

function InvalidLink({ message }: { message: string }) {
  return (
    <div className="space-y-5">
      <Alert tone="error" title="This link cannot be used">
        {message}
      </Alert>
      <Link href="/forgot-password" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
        Ask for a new link
      </Link>
    </div>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const confirmReset = useConfirmPasswordReset();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PasswordResetConfirmInput>({
    resolver: zodResolver(passwordResetConfirmSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await confirmReset.mutateAsync(values);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS)) setServerError(errorMessage(error));
    }
  });

  if (!token) return <InvalidLink message={AUTH_MESSAGES.resetInvalid} />;

  if (confirmReset.data) {
    return (
      <div className="space-y-5">
        <Alert tone="success" title="Password changed">
          {confirmReset.data.message}
        </Alert>
        <Link href="/auth" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          Log in
        </Link>
      </div>
    );
  }

  // A refused submit without field messages means the link itself is no longer good.
  const problem = serverError ?? errors.token?.message;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField
        label="New password"
        hint="At least 6 characters, or 12 for a staff or admin account."
        error={errors.password?.message}
      >
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      {problem ? (
        <Alert tone="error" title="Your password was not changed">
          {problem}{' '}
          <Link href="/forgot-password" className="font-bold">
            Ask for a new link
          </Link>
        </Alert>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={confirmReset.isPending}>
        {confirmReset.isPending ? 'Saving…' : 'Save new password'}
      </Button>
    </form>
  );
}
