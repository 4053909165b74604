import { APPOINTMENT_STATUSES, type ServiceType, type StaffMember } from '@ta/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { OutsideHoursConfirmation } from '../../../components/admin/outside-hours-confirmation';
import { StaffPicker, type ChosenStaff } from '../../../components/admin/staff-picker';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { appointmentStatusLabel } from '../../../lib/appointment-format';
import type { AppointmentFormValues } from '../appointment-form-values';

interface AppointmentFieldsProps {
  register: UseFormRegister<AppointmentFormValues>;
  errors: FieldErrors<AppointmentFormValues>;
  serviceTypes: ServiceType[];
  /** Who can be set to attend: the staff directory, the signed-in person, whoever is set now. */
  staff: { members: StaffMember[] | undefined; me: ChosenStaff; current?: ChosenStaff | null | undefined };
  /** The service the appointment has now, when it is no longer offered. */
  currentService?: { id: number; name: string } | undefined;
  /** Why the chosen day and time are outside opening hours, when they are and it matters (decision 023). */
  outsideHours: string | null;
}

/** The fields the create and edit forms share, checked by the shared schemas. */
export function AppointmentFields({
  register,
  errors,
  serviceTypes,
  staff,
  currentService,
  outsideHours,
}: AppointmentFieldsProps) {
  const services = [...serviceTypes];
  if (currentService && !services.some((s) => s.id === currentService.id)) {
    services.push({ id: currentService.id, name: currentService.name, description: null, duration: 0, color: '' });
  }
  return (
    <div className="space-y-5">
      <fieldset className="space-y-4">
        <legend className="mb-2 text-xl font-bold">Client</legend>
        <FormField label="Client name" error={errors.clientName?.message}>
          <Input autoComplete="off" {...register('clientName')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Email" error={errors.clientEmail?.message}>
            <Input type="email" autoComplete="off" {...register('clientEmail')} />
          </FormField>
          <FormField label="Phone (optional)" error={errors.clientPhone?.message}>
            <Input type="tel" autoComplete="off" {...register('clientPhone')} />
          </FormField>
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-2 text-xl font-bold">Visit</legend>
        <FormField label="Service" error={errors.serviceTypeId?.message}>
          <NativeSelect {...register('serviceTypeId')}>
            <option value="">Choose a service</option>
            {services.map((service) => (
              <option key={service.id} value={String(service.id)}>
                {service.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Date" error={errors.appointmentDate?.message}>
          <Input type="date" {...register('appointmentDate')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Start time" error={errors.startTime?.message}>
            <Input type="time" step={300} {...register('startTime')} />
          </FormField>
          <FormField label="End time" error={errors.endTime?.message}>
            <Input type="time" step={300} {...register('endTime')} />
          </FormField>
        </div>
        <OutsideHoursConfirmation
          problem={outsideHours}
          error={errors.outsideHoursConfirmed?.message}
          {...register('outsideHoursConfirmed')}
        />
        <FormField label="Location (optional)" error={errors.location?.message}>
          <Input autoComplete="off" {...register('location')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Status" error={errors.status?.message}>
            <NativeSelect {...register('status')}>
              {APPOINTMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {appointmentStatusLabel(status)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Staff member" error={errors.staffId?.message}>
            <StaffPicker members={staff.members} me={staff.me} current={staff.current} {...register('staffId')} />
          </FormField>
        </div>
        <FormField label="Notes (optional)" error={errors.notes?.message}>
          <Textarea rows={4} {...register('notes')} />
        </FormField>
      </fieldset>
    </div>
  );
}
