import { zodResolver } from '@hookform/resolvers/zod';
import { BACK_OFFICE_PASSWORD_MIN, PASSWORD_MIN, passwordChangeSchema, type PasswordChangeInput } from '@ta/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { toast } from '../../../components/ui/use-toast';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { reportFormFailure } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { AccountSubmit, type Outcome } from './account-submit';

const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = Object.keys(EMPTY) as (keyof PasswordChangeInput)[];

/** `backOffice`: the account is staff or admin, whose passwords follow the longer rule. */
export function PasswordChangeForm({ backOffice }: { backOffice: boolean }) {
  const changePassword = useChangePassword();
  const t = useT();
  const failureText = useErrorText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      // The server's answer means only "changed": the page says it in its own words.
      await changePassword.mutateAsync(values);
      const message = t('account.password.changed-text');
      form.reset(EMPTY);
      setOutcome({ tone: 'success', message });
      toast({ title: t('account.password.changed'), description: message, variant: 'success' });
    } catch (error) {
      const message = reportFormFailure(error, form, FIELDS, t('account.password.failed-toast'), failureText(error));
      setOutcome({ tone: 'error', message });
    }
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField label={t('account.field.current-password')} error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <FormField
        label={t('account.field.new-password')}
        hint={t('account.password.hint', { min: backOffice ? BACK_OFFICE_PASSWORD_MIN : PASSWORD_MIN })}
        error={errors.newPassword?.message}
      >
        <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField label={t('account.field.confirm-new-password')} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <p className="text-muted">{t('account.password.other-devices')}</p>
      <AccountSubmit
        outcome={outcome}
        titles={{ success: t('account.password.changed'), error: t('account.password.failed') }}
        action={t('account.password.submit')}
        pending={changePassword.isPending}
      />
    </form>
  );
}
