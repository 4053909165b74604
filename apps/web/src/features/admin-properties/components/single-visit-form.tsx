import { singleVisitInputSchema, type SingleVisitInput } from '@ta/shared';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { StaffPicker, type ChosenStaff } from '../../../components/admin/staff-picker';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { formatAppointmentDate, formatAppointmentTime } from '../../../lib/appointment-format';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { useStaffDirectory } from '../../../lib/staff-directory';
import { useAddVisit } from '../api/add-visit';

interface VisitFormValues {
  date: string;
  startTime: string;
  staffId: string;
}

const VISIT_FIELDS = ['date', 'startTime', 'staffId'] as const;
const resolver = formResolver<VisitFormValues, typeof singleVisitInputSchema>(singleVisitInputSchema);
const emptyVisit = (): VisitFormValues => ({ date: '', startTime: '09:00', staffId: '' });

/** Add one visit, outside any plan: a day, a time and who goes. */
export function SingleVisitForm({ propertyId, me }: { propertyId: number; me: ChosenStaff }) {
  const add = useAddVisit();
  const staff = useStaffDirectory();
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const form = useForm<VisitFormValues, unknown, SingleVisitInput>({ resolver, defaultValues: emptyVisit() });
  const errors = form.formState.errors;

  const save = async (visit: SingleVisitInput) => {
    setFailure(null);
    setAdded(null);
    try {
      const saved = await add.mutateAsync({ propertyId, visit });
      setAdded(
        `Visit added for ${formatAppointmentDate(saved.date)} at ${formatAppointmentTime(saved.startTime)}${
          saved.staffName ? `, with ${saved.staffName}` : ''
        }. The owner is told by e-mail, and so is the staff member when it is someone else.`,
      );
      form.reset(emptyVisit());
    } catch (error) {
      setFailure(reportFormFailure(error, form, VISIT_FIELDS, 'The visit was not added'));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField label="Day" error={errors.date?.message}>
          <Input type="date" {...form.register('date')} />
        </FormField>
        <FormField label="Time" error={errors.startTime?.message}>
          <Input type="time" {...form.register('startTime')} />
        </FormField>
        <FormField label="Staff member" error={errors.staffId?.message}>
          <StaffPicker members={staff.data} me={me} noneLabel="Choose a staff member" {...form.register('staffId')} />
        </FormField>
      </div>
      {added ? <Alert tone="success">{added}</Alert> : null}
      <FormSubmit
        failure={failure}
        failureTitle="The visit was not added"
        action="Add visit"
        pendingAction="Adding…"
        pending={add.isPending}
        icon={CalendarPlus}
      />
    </form>
  );
}
