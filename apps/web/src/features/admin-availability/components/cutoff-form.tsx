import { bookingSettingsSchema, type BookingSettings } from '@ta/shared';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { useSaveBookingSettings } from '../api/business-availability';
import { hoursInWords } from '../availability-words';

interface CutoffFormValues {
  changeCutoffHours: string;
}
const resolver = formResolver<CutoffFormValues, typeof bookingSettingsSchema>(bookingSettingsSchema);

/** Until how many hours before a visit a client may move or cancel it online (0 to 168). */
export function CutoffForm({ saved }: { saved: BookingSettings }) {
  const save = useSaveBookingSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const form = useForm<CutoffFormValues, unknown, BookingSettings>({
    resolver,
    defaultValues: { changeCutoffHours: String(saved.changeCutoffHours) },
  });
  const submit = async (settings: BookingSettings) => {
    setFailure(null);
    setDone(null);
    try {
      const answer = await save.mutateAsync(settings);
      setDone(answer.changeCutoffHours);
      toast({ title: 'Cut-off saved', variant: 'success' });
    } catch (error) {
      setFailure(reportFormFailure(error, form, ['changeCutoffHours'], 'The cut-off was not saved'));
    }
  };
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="max-w-xl space-y-4">
      <FormField
        label="Hours before a visit"
        hint="Clients can move or cancel a visit online until this many hours before it starts; after that they call. 0 to 168 hours (7 days)."
        error={form.formState.errors.changeCutoffHours?.message}
      >
        <Input type="number" inputMode="numeric" min={0} max={168} step={1} {...form.register('changeCutoffHours')} />
      </FormField>
      {done !== null ? (
        <Alert tone="success" title="Cut-off saved">
          Clients can change a visit online until {hoursInWords(done)} before it.
        </Alert>
      ) : null}
      <FormSubmit
        failure={failure}
        failureTitle="The cut-off was not saved"
        action="Save cut-off"
        pendingAction="Saving…"
        pending={save.isPending}
        icon={Save}
      />
    </form>
  );
}
