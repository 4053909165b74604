import { zodResolver } from '@hookform/resolvers/zod';
import { defaultBusiness, registerSchema, type RegisterInput } from '@ta/shared';
import { useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { toast } from '../../../components/ui/use-toast';
import { reportFormFailure } from '../../../lib/form-errors';
import { PageFormMarker } from '../../../lib/page-form';
import { FormProblems } from '../../../components/ui/form-problems';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useRegister } from '../api/register';

const EMPTY: RegisterInput = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
};
const FIELDS = Object.keys(EMPTY) as (keyof RegisterInput)[];

/** A new client account; without JavaScript the form posts to /auth?tab=register (see login-form.tsx). */
export function RegisterForm() {
  const registerAccount = useRegister();
  const [serverError, setServerError] = useState<string | null>(null);
  const { form, field, result } = useProgressiveForm<RegisterInput>('register', {
    resolver: zodResolver(registerSchema),
    defaultValues: EMPTY,
  });
  const { errors, submitCount } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const user = await registerAccount.mutateAsync(values);
      toast({
        title: 'Registration successful',
        description: `Welcome to ${defaultBusiness.name}, ${user.firstName}!`,
        variant: 'success',
      });
    } catch (error) {
      const message = reportFormFailure(error, form, FIELDS, 'Registration failed');
      setServerError(message);
    }
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <PageFormMarker id="register" />
      <FormProblems result={result} title="Registration failed" hidden={submitCount > 0} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...field('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...field('lastName')} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...field('email')} />
      </FormField>
      <FormField
        label="Username"
        hint="At least 3 characters. You will use it to log in."
        error={errors.username?.message}
      >
        <Input autoComplete="username" autoCapitalize="off" {...field('username')} />
      </FormField>
      <FormField label="Password" hint="At least 6 characters." error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...field('password')} />
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...field('confirmPassword')} />
      </FormField>
      <FormSubmit
        failure={serverError}
        failureTitle="Registration failed"
        action="Create account"
        pendingAction="Creating your account…"
        pending={registerAccount.isPending}
        width="full"
      />
    </form>
  );
}
