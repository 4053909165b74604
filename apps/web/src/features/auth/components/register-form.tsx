import { zodResolver } from '@hookform/resolvers/zod';
import { defaultBusiness, REFERRAL_PARAM, registerSchema, type RegisterInput } from '@ta/shared';
import { useState } from 'react';
import { useSearch } from 'wouter';
import {
  NameFields,
  nameFields,
  NewPasswordFields,
  newPasswordFields,
  type NewPasswordWords,
} from '../../../components/forms/account-fields';
import { FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { reportFormFailure } from '../../../lib/form-errors';
import { PageFormMarker } from '../../../lib/page-form';
import { FormProblems } from '../../../components/ui/form-problems';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useRegister } from '../api/register';

/** The new password's words on the register form. */
const PASSWORD_WORDS: NewPasswordWords = {
  password: 'auth.field.password',
  hint: 'auth.field.password-hint',
  confirmPassword: 'auth.field.confirm-password',
};

const EMPTY: RegisterInput = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
  referralCode: '',
};
const FIELDS = Object.keys(EMPTY) as (keyof RegisterInput)[];

/** A new client account; without JavaScript the form posts to /auth?tab=register (see login-form.tsx). */
export function RegisterForm() {
  const registerAccount = useRegister();
  const t = useT();
  const failureText = useErrorText();
  const [serverError, setServerError] = useState<string | null>(null);
  // A friend's referral link fills in their code (docs/referrals.md).
  const referralCode = (new URLSearchParams(useSearch()).get(REFERRAL_PARAM) ?? '').slice(0, 20);
  const { form, field, result } = useProgressiveForm<RegisterInput>('register', {
    resolver: zodResolver(registerSchema),
    defaultValues: { ...EMPTY, referralCode },
  });
  const { errors, submitCount } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const user = await registerAccount.mutateAsync(values);
      toast({
        title: t('auth.register.success'),
        description: t('auth.register.welcome', { name: defaultBusiness.name, firstName: user.firstName }),
        variant: 'success',
      });
    } catch (error) {
      const message = reportFormFailure(error, form, FIELDS, t('auth.register.failed'), failureText(error));
      setServerError(message);
    }
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <PageFormMarker id="register" />
      <FormProblems result={result} title={t('auth.register.failed')} hidden={submitCount > 0} />
      <NameFields
        labels={{ firstName: t('auth.field.first-name'), lastName: t('auth.field.last-name') }}
        fields={nameFields(field)}
        errors={errors}
      />
      <FormField label={t('auth.field.email')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...field('email')} />
      </FormField>
      <FormField label={t('auth.field.username')} hint={t('auth.field.username-hint')} error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="off" {...field('username')} />
      </FormField>
      <NewPasswordFields words={PASSWORD_WORDS} fields={newPasswordFields(field)} errors={errors} />
      <FormField
        label={t('auth.field.referral-code')}
        hint={t('auth.field.referral-code-hint')}
        error={errors.referralCode?.message}
      >
        <Input autoComplete="off" autoCapitalize="characters" {...field('referralCode')} />
      </FormField>
      <FormSubmit
        failure={serverError}
        failureTitle={t('auth.register.failed')}
        action={t('auth.register.submit')}
        pendingAction={t('auth.register.pending')}
        pending={registerAccount.isPending}
        width="full"
      />
    </form>
  );
}
