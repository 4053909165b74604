import { feedbackSettingsSchema, type FeedbackSettings } from '@ta/shared';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { useSaveFeedbackSettings } from '../api/feedback';

const resolver = formResolver<FeedbackSettings, typeof feedbackSettingsSchema>(feedbackSettingsSchema);

/**
 * The public review page (Google, Yelp…) every feedback request links to, after every answer, whatever
 * its score: the FTC's rule on consumer reviews forbids asking only the happy clients. Blank for none.
 */
export function ReviewLinkForm({ saved }: { saved: FeedbackSettings }) {
  const save = useSaveFeedbackSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<FeedbackSettings, unknown, FeedbackSettings>({ resolver, defaultValues: saved });
  const submit = async (values: FeedbackSettings) => {
    setFailure(null);
    setDone(false);
    try {
      await save.mutateAsync(values);
      setDone(true);
    } catch (error) {
      setFailure(reportFormFailure(error, form, ['reviewUrl'], 'The review link was not saved'));
    }
  };
  return (
    <form
      noValidate
      aria-label="Public review link"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="space-y-4 rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <FormField
        label="Public review page"
        hint="Every client gets this same link in each feedback e-mail and after answering, whatever their score. Leave blank for none."
        error={form.formState.errors.reviewUrl?.message}
      >
        <Input type="url" inputMode="url" autoComplete="off" placeholder="https://" {...form.register('reviewUrl')} />
      </FormField>
      {done ? <Alert tone="success">The review link is saved.</Alert> : null}
      <FormSubmit
        failure={failure}
        failureTitle="The review link was not saved"
        action="Save the review link"
        pendingAction="Saving…"
        pending={save.isPending}
        icon={Save}
      />
    </form>
  );
}
