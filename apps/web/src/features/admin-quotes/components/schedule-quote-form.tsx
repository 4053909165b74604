import {
  businessToday,
  openingHoursProblem,
  scheduleContactSchema,
  type ScheduleContact,
  type SessionUser,
  type StaffQuote,
} from '@ta/shared';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { OutsideHoursConfirmation } from '../../../components/admin/outside-hours-confirmation';
import { StaffPicker } from '../../../components/admin/staff-picker';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { formResolver } from '../../../lib/form-resolver';
import { reportFormFailure } from '../../../lib/form-errors';
import { fullNameOf } from '../../../lib/initials';
import { useServiceTypes } from '../../../lib/service-types';
import { useStaffDirectory } from '../../../lib/staff-directory';
import { useQuoteChange } from '../api/quote-changes';

interface ScheduleValues {
  serviceTypeId: string;
  appointmentDate: string;
  startTime: string;
  endTime: string;
  staffId: string;
  location: string;
  outsideHoursConfirmed: boolean;
}

const resolver = formResolver<ScheduleValues, typeof scheduleContactSchema>(scheduleContactSchema);
const FIELDS = [
  'serviceTypeId',
  'appointmentDate',
  'startTime',
  'endTime',
  'staffId',
  'location',
  'outsideHoursConfirmed',
] as const;

/**
 * Schedule in one step: an approved quote becomes one appointment, booked as Schedule books a request
 * (the client's confirmation e-mail with a calendar file, the staff member's notice).
 */
export function ScheduleQuoteForm({ quote, user }: { quote: StaffQuote; user: SessionUser }) {
  const change = useQuoteChange();
  const services = useServiceTypes();
  const staff = useStaffDirectory();
  const [failure, setFailure] = useState<string | null>(null);
  const today = businessToday();
  const form = useForm<ScheduleValues, unknown, ScheduleContact>({
    resolver,
    defaultValues: {
      serviceTypeId: '',
      appointmentDate: today,
      startTime: '09:00',
      endTime: '12:00',
      staffId: '',
      location: '',
      outsideHoursConfirmed: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [date, start, end] = useWatch({ control: form.control, name: ['appointmentDate', 'startTime', 'endTime'] });

  const onSubmit = form.handleSubmit(async (booking) => {
    setFailure(null);
    try {
      await change.mutateAsync({ kind: 'schedule', id: quote.id, booking });
    } catch (error) {
      setFailure(reportFormFailure(error, form, FIELDS, 'The quote was not scheduled'));
    }
  });

  return (
    <section aria-labelledby="schedule-heading" className="rounded-2xl border-2 border-success-700 bg-white p-5">
      <h2 id="schedule-heading" className="text-2xl">
        Schedule this quote
      </h2>
      <p className="mt-1 text-muted">
        One appointment for the approved work. The client gets a confirmation with a calendar file; the staff member you
        choose is told by e-mail.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <div className="grid gap-4 md:grid-cols-2">
          <FormField label="Service" error={errors.serviceTypeId?.message}>
            <NativeSelect {...form.register('serviceTypeId')}>
              <option value="">Choose a service</option>
              {services.data?.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Attending staff member" error={errors.staffId?.message}>
            <StaffPicker
              members={staff.data}
              me={{ id: user.id, name: fullNameOf(user) }}
              {...form.register('staffId')}
            />
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="Date" error={errors.appointmentDate?.message}>
            <Input type="date" min={today} {...form.register('appointmentDate')} />
          </FormField>
          <FormField label="Start time" error={errors.startTime?.message}>
            <Input type="time" {...form.register('startTime')} />
          </FormField>
          <FormField label="End time" error={errors.endTime?.message}>
            <Input type="time" {...form.register('endTime')} />
          </FormField>
        </div>
        <OutsideHoursConfirmation
          problem={openingHoursProblem(date, start, end)}
          error={errors.outsideHoursConfirmed?.message}
          {...form.register('outsideHoursConfirmed')}
        />
        <FormField label="Location" error={errors.location?.message}>
          <Input autoComplete="off" {...form.register('location')} />
        </FormField>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Button type="submit" disabled={isSubmitting}>
          <CalendarCheck aria-hidden />
          {isSubmitting ? 'Scheduling…' : 'Schedule appointment'}
        </Button>
      </form>
    </section>
  );
}
