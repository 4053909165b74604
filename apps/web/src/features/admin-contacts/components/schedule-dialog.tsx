import {
  APPOINTMENT_STATUS_LABELS,
  businessToday,
  openingHoursProblem,
  SCHEDULE_STATUSES,
  scheduleContactSchema,
  type AdminContact,
  type ScheduleContact,
  type ScheduleResult,
  type ServiceType,
  type SessionUser,
  type StaffMember,
} from '@ta/shared';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { OutsideHoursConfirmation } from '../../../components/admin/outside-hours-confirmation';
import { StaffPicker } from '../../../components/admin/staff-picker';
import { Alert } from '../../../components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { fullNameOf } from '../../../lib/initials';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { useStaffDirectory } from '../../../lib/staff-directory';
import { assignedStaff } from '../assigned-staff';
import { useServiceTypes } from '../../../lib/service-types';
import { formatAppointmentDate } from '../../../lib/appointment-format';
import { useScheduleContact } from '../api/contacts';
import { defaultEndTime, prefillNote, schedulePrefill, type ScheduleFormValues } from '../schedule-prefill';
import type { ContactDialogProps } from './contact-dialog-props';

// Every field is typed as text (selects included); the shared schema (the server's) turns it into the call's body.
const resolver = formResolver<ScheduleFormValues, typeof scheduleContactSchema>(scheduleContactSchema);
const FIELDS = [
  'serviceTypeId',
  'appointmentDate',
  'startTime',
  'endTime',
  'location',
  'notes',
  'status',
  'staffId',
  'outsideHoursConfirmed',
] as const satisfies readonly (keyof ScheduleFormValues)[];

export const SCHEDULE_FAILED = 'Failed to schedule appointment';

interface ScheduleFormProps {
  contact: AdminContact;
  user: SessionUser;
  services: ServiceType[];
  /** The staff directory; undefined when it could not be read (the picker then offers me and the assignee). */
  staff: StaffMember[] | undefined;
  onScheduled: (result: ScheduleResult) => void;
}

function ScheduleForm({ contact, user, services, staff, onScheduled }: ScheduleFormProps) {
  const schedule = useScheduleContact();
  const [failure, setFailure] = useState<string | null>(null);
  const today = businessToday();
  const [{ values, pastPreferredDate, filled, requestedMinutes }] = useState(() =>
    schedulePrefill(
      contact,
      services,
      today,
      staff?.map((member) => member.id),
    ),
  );
  const filledNote = prefillNote(filled);
  // The end time follows the start time and the service until staff change it themselves.
  const [endEdited, setEndEdited] = useState(false);
  const form = useForm<ScheduleFormValues, unknown, ScheduleContact>({ resolver, defaultValues: values });
  const { errors, isSubmitting } = form.formState;
  const [date, startTime, endTime] = useWatch({
    control: form.control,
    name: ['appointmentDate', 'startTime', 'endTime'],
  });
  const outsideHours = openingHoursProblem(date, startTime, endTime);

  const suggestEnd = () => {
    if (endEdited) return;
    const { startTime, serviceTypeId } = form.getValues();
    const service = services.find((s) => String(s.id) === serviceTypeId);
    form.setValue('endTime', defaultEndTime(startTime, requestedMinutes ?? service?.duration));
  };
  const start = form.register('startTime', { onChange: suggestEnd });
  const service = form.register('serviceTypeId', { onChange: suggestEnd });
  const end = form.register('endTime', {
    onChange: () => setEndEdited(true),
  });

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const result = await schedule.mutateAsync({ id: contact.id, schedule: body });
      toast({
        title: 'Appointment scheduled',
        description: `A confirmation e-mail is on its way to ${result.appointment.clientEmail}.`,
        variant: 'success',
      });
      onScheduled(result);
    } catch (error) {
      const message = reportFormFailure(error, form, FIELDS, SCHEDULE_FAILED);
      setFailure(message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
      <p className="text-muted">
        {filledNote ?? 'The request did not say which service, when or where: please choose them.'} The client gets a
        confirmation e-mail with a calendar file, and the staff member you choose is told by e-mail.
      </p>
      <FormField label="Service" error={errors.serviceTypeId?.message}>
        <NativeSelect {...service}>
          <option value="">Choose a service</option>
          {services.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        className="sm:max-w-sm"
        label="Date"
        hint={
          pastPreferredDate ? `The requested day, ${formatAppointmentDate(pastPreferredDate)}, has passed.` : undefined
        }
        error={errors.appointmentDate?.message}
      >
        <Input type="date" min={today} {...form.register('appointmentDate')} />
      </FormField>
      <div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Start time" error={errors.startTime?.message}>
            <Input type="time" {...start} />
          </FormField>
          <FormField label="End time" error={errors.endTime?.message}>
            <Input type="time" {...end} />
          </FormField>
        </div>
        <p className="mt-1.5 text-muted">
          {requestedMinutes
            ? `The end time is the start plus the ${requestedMinutes / 60} hours the requester asked for, until you change it.`
            : 'The end time is the start plus the service’s usual length, until you change it.'}
        </p>
      </div>
      <OutsideHoursConfirmation
        problem={outsideHours}
        error={errors.outsideHoursConfirmed?.message}
        {...form.register('outsideHoursConfirmed')}
      />
      <FormField label="Location" error={errors.location?.message}>
        <Input autoComplete="off" {...form.register('location')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Status" error={errors.status?.message}>
          <NativeSelect {...form.register('status')}>
            {SCHEDULE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {APPOINTMENT_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Attending staff member" error={errors.staffId?.message}>
          <StaffPicker
            members={staff}
            me={{ id: user.id, name: fullNameOf(user) }}
            current={assignedStaff(contact)}
            {...form.register('staffId')}
          />
        </FormField>
      </div>
      <FormField label="Notes" hint="Shown on the appointment." error={errors.notes?.message}>
        <Textarea rows={3} {...form.register('notes')} />
      </FormField>
      <DialogFooter
        failure={failure ? { title: SCHEDULE_FAILED, message: failure } : null}
        action="Schedule Appointment"
        pendingAction="Scheduling..."
        icon={CalendarCheck}
        pending={isSubmitting}
      />
    </form>
  );
}

interface ScheduleDialogProps extends ContactDialogProps {
  onScheduled: (result: ScheduleResult) => void;
}

/** Schedule: a new appointment from the request, prefilled from what the requester preferred. */
export function ScheduleDialog({ contact, user, open, onOpenChange, onScheduled }: ScheduleDialogProps) {
  const services = useServiceTypes();
  const staff = useStaffDirectory();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogTitle>Schedule Appointment</DialogTitle>
        <DialogDescription className="mt-2">
          For {contact.firstName} {contact.lastName} ({contact.serviceInterest}).
        </DialogDescription>
        {services.data && !staff.isPending ? (
          <>
            {staff.isError ? (
              <Alert tone="error" title="Could not load the staff list" className="mt-5">
                <p>{errorMessage(staff.error)} You can still choose yourself or the person assigned.</p>
              </Alert>
            ) : null}
            <ScheduleForm
              contact={contact}
              user={user}
              services={services.data}
              staff={staff.data}
              onScheduled={onScheduled}
            />
          </>
        ) : services.isError ? (
          <Alert tone="error" title="Error loading services" className="mt-5">
            <p>{errorMessage(services.error)}</p>
          </Alert>
        ) : (
          <Spinner label="Loading services and staff…" showLabel className="mt-5" />
        )}
      </DialogContent>
    </Dialog>
  );
}
