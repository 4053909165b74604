import { zodResolver } from '@hookform/resolvers/zod';
import { profileSchema, type ProfileInput, type SessionUser } from '@ta/shared';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { FormattedMessage } from 'react-intl';
import { NameFields, nameFields } from '../../../components/forms/account-fields';
import { FormField } from '../../../components/ui/form-field';
import { FormProblems } from '../../../components/ui/form-problems';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { toast } from '../../../components/ui/use-toast';
import { KeptDraftNotice } from '../../../components/forms/kept-draft-notice';
import { useKnownText } from '../../../i18n/known-text';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { reportFormFailure } from '../../../lib/form-errors';
import { useKeptDraft } from '../../../lib/kept-drafts';
import { PageFormMarker } from '../../../lib/page-form';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useUpdateProfile } from '../api/update-profile';
import { AccountSubmit, type Outcome } from './account-submit';

const FIELDS = ['firstName', 'lastName', 'email', 'currentPassword'] as const;

export function ProfileForm({ user }: { user: SessionUser }) {
  const updateProfile = useUpdateProfile();
  const t = useT();
  const known = useKnownText();
  const failureText = useErrorText();
  // Saved without JavaScript: the post redirects here with `profile=saved`.
  const savedByPost = new URLSearchParams(useSearch()).get('profile') === 'saved';
  const [outcome, setOutcome] = useState<Outcome>(() =>
    savedByPost ? { tone: 'success', message: t('account.profile.saved') } : null,
  );
  // A new e-mail needs the current password (the server checks it); the field says so.
  const { form, field, result } = useProgressiveForm<ProfileInput>('profile', {
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email, currentPassword: '' },
  });
  const { errors } = form.formState;

  const draft = useKeptDraft('profile', form);

  async function send(values: ProfileInput) {
    setOutcome(null);
    try {
      const saved = await updateProfile.mutateAsync(values);
      form.reset({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email, currentPassword: '' });
      setOutcome({ tone: 'success', message: t('account.profile.saved') });
      toast({ title: t('account.profile.updated'), description: t('account.profile.saved'), variant: 'success' });
    } catch (error) {
      // The session ended: what was typed is kept and sent again after signing in.
      const message = draft.keep(error, () => send(values))
        ? draft.message
        : reportFormFailure(error, form, FIELDS, t('account.profile.failed'), failureText(error));
      setOutcome({ tone: 'error', message });
    }
  }
  const onSubmit = form.handleSubmit(send);

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <PageFormMarker id="profile" />
      <KeptDraftNotice shown={draft.restored} />
      <FormProblems result={result} title={t('account.profile.failed')} hidden={form.formState.submitCount > 0} />
      <NameFields
        labels={{ firstName: t('account.field.first-name'), lastName: t('account.field.last-name') }}
        fields={nameFields(field)}
        errors={errors}
      />
      <FormField label={t('account.field.email')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...field('email')} />
      </FormField>
      <FormField
        label={t('account.field.current-password')}
        hint={t('account.profile.password-hint')}
        error={errors.currentPassword?.message ? known(errors.currentPassword.message) : undefined}
      >
        <PasswordInput autoComplete="current-password" {...field('currentPassword')} />
      </FormField>
      <p className="text-muted">
        <FormattedMessage
          id="account.profile.username"
          values={{ username: user.username, b: (chunks) => <strong className="text-ink">{chunks}</strong> }}
        />
      </p>
      <AccountSubmit
        outcome={outcome}
        titles={{ success: t('account.profile.updated'), error: t('account.profile.failed') }}
        action={t('account.profile.submit')}
        pending={updateProfile.isPending}
      />
    </form>
  );
}
