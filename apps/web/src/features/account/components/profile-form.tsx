import { zodResolver } from '@hookform/resolvers/zod';
import { profileSchema, type ProfileInput, type SessionUser } from '@ta/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { KeptDraftNotice } from '../../../components/forms/kept-draft-notice';
import { reportFormFailure } from '../../../lib/form-errors';
import { useKeptDraft } from '../../../lib/kept-drafts';
import { useUpdateProfile } from '../api/update-profile';

const FIELDS = ['firstName', 'lastName', 'email'] as const;
type Outcome = { tone: 'success' | 'error'; message: string } | null;

export function ProfileForm({ user }: { user: SessionUser }) {
  const updateProfile = useUpdateProfile();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email },
  });
  const { errors } = form.formState;

  const draft = useKeptDraft('profile', form);

  async function send(values: ProfileInput) {
    setOutcome(null);
    try {
      const saved = await updateProfile.mutateAsync(values);
      form.reset({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email });
      setOutcome({ tone: 'success', message: 'Your details have been saved.' });
      toast({ title: 'Profile updated', description: 'Your details have been saved.', variant: 'success' });
    } catch (error) {
      // The session ended: what was typed is kept and sent again after signing in.
      const message = draft.keep(error, () => send(values))
        ? draft.message
        : reportFormFailure(error, form, FIELDS, 'Failed to update profile');
      setOutcome({ tone: 'error', message });
    }
  }
  const onSubmit = form.handleSubmit(send);

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <KeptDraftNotice shown={draft.restored} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <p className="text-muted">
        Your username is <strong className="text-ink">{user.username}</strong>. It cannot be changed.
      </p>
      {outcome ? (
        <Alert tone={outcome.tone} title={outcome.tone === 'success' ? 'Profile updated' : 'Failed to update profile'}>
          {outcome.message}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" disabled={updateProfile.isPending}>
        {updateProfile.isPending ? 'Saving…' : 'Save changes'}
      </Button>
    </form>
  );
}
