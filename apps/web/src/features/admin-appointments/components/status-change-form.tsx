import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@ta/shared';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateAppointmentStatus } from '../../../lib/appointment-writes';
import { appointmentStatusLabel } from '../../../lib/appointment-format';

function isStatus(value: string): value is AppointmentStatus {
  return (APPOINTMENT_STATUSES as readonly string[]).includes(value);
}

/** Change the status alone (PATCH /api/appointments/{id}); Save only when the choice differs. */
export function StatusChangeForm({ id, status }: { id: number; status: string }) {
  const selectId = useId();
  const update = useUpdateAppointmentStatus();
  const [choice, setChoice] = useState(isStatus(status) ? status : 'scheduled');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      const saved = await update.mutateAsync({ id, status: choice });
      const text = `The status is now ${appointmentStatusLabel(saved.status)}.`;
      setOutcome({ tone: 'success', text });
      toast({ title: 'Appointment updated', description: text, variant: 'success' });
    } catch (error) {
      const text = errorMessage(error);
      setOutcome({ tone: 'error', text });
      toast({ title: 'Failed to update appointment', description: text, variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3">
      <Label htmlFor={selectId}>Change the status</Label>
      <div className="flex flex-wrap gap-2">
        <NativeSelect
          id={selectId}
          value={choice}
          onChange={(event) => isStatus(event.target.value) && setChoice(event.target.value)}
          className="min-w-0 flex-1 basis-48"
        >
          {APPOINTMENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {appointmentStatusLabel(value)}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" disabled={choice === status || update.isPending}>
          {update.isPending ? 'Saving…' : 'Save Status'}
        </Button>
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </form>
  );
}
