import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCESS_CODE_WARNING,
  looksLikeAccessCode,
  ADMIN_APPOINTMENT_MESSAGES,
  appointmentCreateSchema,
  openingHoursProblem,
  OUTSIDE_HOURS_MESSAGE,
  appointmentUpdateSchema,
  type AppointmentCreateInput,
  type AppointmentUpdateInput,
  type StaffAppointment,
} from '@ta/shared';
import { useState } from 'react';
import { useForm, useWatch, type Control, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { ChosenStaff } from '../../../components/admin/staff-picker';
import { Alert } from '../../../components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { KeptDraftNotice } from '../../../components/forms/kept-draft-notice';
import { reportFormFailure } from '../../../lib/form-errors';
import { useKeptDraft, type KeptDraftControl } from '../../../lib/kept-drafts';
import { useStaffDirectory } from '../../../lib/staff-directory';
import { useCreateAppointment } from '../api/create-appointment';
import { useServiceTypes } from '../../../lib/service-types';
import { useUpdateAppointment } from '../api/update-appointment';
import { useAvailabilityCheck, type AvailabilityCheck } from '../api/get-availability';
import { AvailabilityWarnings } from './availability-warnings';
import {
  APPOINTMENT_FORM_FIELDS,
  appointmentFormValues,
  changedFields,
  movesVisit,
  newAppointmentValues,
  type AppointmentFormValues,
} from '../appointment-form-values';
import { AppointmentFields } from './appointment-fields';

export type AppointmentFormMode = { kind: 'create'; date: string } | { kind: 'edit'; appointment: StaffAppointment };

interface AppointmentFormDialogProps {
  mode: AppointmentFormMode | null;
  /** The signed-in staff member, marked "(me)" among those who can attend. */
  me: ChosenStaff;
  onClose: () => void;
  onSaved?: (appointment: StaffAppointment) => void;
}

/** New Appointment and Edit Appointment: one dialog, the shared create or update schema. */
export function AppointmentFormDialog({ mode, me, onClose, onSaved }: AppointmentFormDialogProps) {
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        {mode ? (
          <>
            <DialogTitle>{mode.kind === 'create' ? 'New Appointment' : 'Edit Appointment'}</DialogTitle>
            <DialogDescription className="mt-1">
              {mode.kind === 'create'
                ? 'Book a visit. The client gets a confirmation e-mail with a calendar file.'
                : 'Only the fields you change are saved.'}
            </DialogDescription>
            {mode.kind === 'create' ? (
              <CreateForm date={mode.date} me={me} onClose={onClose} onSaved={onSaved} />
            ) : (
              <EditForm appointment={mode.appointment} me={me} onClose={onClose} onSaved={onSaved} />
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The form holds the inputs' text, which the schemas accept (their input types are wider: optional
 * and nullable fields, ids coerced from text), so the resolver is narrowed to what the form holds.
 */
function textResolver<Output>(resolver: unknown): Resolver<AppointmentFormValues, unknown, Output> {
  return resolver as Resolver<AppointmentFormValues, unknown, Output>;
}

/** The server's field messages go next to the fields, the confirmation box included. */
const SERVER_FIELDS = [...APPOINTMENT_FORM_FIELDS, 'outsideHoursConfirmed'] as const;

/** Why the form's day and time, as typed, are outside opening hours. */
function useOutsideHours<Output>(control: Control<AppointmentFormValues, unknown, Output>): string | null {
  const [date, start, end] = useWatch({ control, name: ['appointmentDate', 'startTime', 'endTime'] });
  return openingHoursProblem(date, start, end);
}

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const TIME_TEXT = /^([01]\d|2[0-3]):[0-5]\d$/;
const idOrUndefined = (text: string) => (/^\d+$/.test(text) ? Number(text) : undefined);

/**
 * The visit as typed, once it has a real day and times, to check against availability before saving
 * (GET /api/admin/availability/check; the visit being edited does not count as busy).
 */
function useTypedVisit<Output>(
  control: Control<AppointmentFormValues, unknown, Output>,
  appointmentId: number | undefined,
): AvailabilityCheck | null {
  const [date, start, end, staffId, serviceTypeId] = useWatch({
    control,
    name: ['appointmentDate', 'startTime', 'endTime', 'staffId', 'serviceTypeId'],
  });
  if (!DATE_TEXT.test(date) || !TIME_TEXT.test(start) || !TIME_TEXT.test(end) || start >= end) return null;
  return {
    date,
    start,
    end,
    staffId: idOrUndefined(staffId),
    serviceTypeId: idOrUndefined(serviceTypeId),
    appointmentId,
  };
}

/**
 * Before saving, notes that look like they hold a door, gate, lockbox or alarm code: the server leaves
 * such notes out of e-mails and calendar files, and codes belong in the property's sealed access notes
 * (docs/home-watch.md). A warning, not a block (decision 047).
 */
function AccessCodeNotesWarning<Output>({ control }: { control: Control<AppointmentFormValues, unknown, Output> }) {
  const notes = useWatch({ control, name: 'notes' });
  if (!looksLikeAccessCode(notes)) return null;
  return (
    <Alert tone="info" title="A code in the notes?">
      {ACCESS_CODE_WARNING}
    </Alert>
  );
}

/** The warnings of the visit as typed; saving stays allowed (decision 047). */
function LiveAvailabilityWarnings<Output>({
  control,
  appointmentId,
}: {
  control: Control<AppointmentFormValues, unknown, Output>;
  appointmentId: number | undefined;
}) {
  const visit = useTypedVisit(control, appointmentId);
  const check = useAvailabilityCheck(visit);
  if (visit === null || !check.data) return null;
  return <AvailabilityWarnings warnings={check.data.availabilityWarnings} saving />;
}

interface FormProps {
  me: ChosenStaff;
  onClose: () => void;
  onSaved?: ((appointment: StaffAppointment) => void) | undefined;
}

interface SaveWords {
  /** The toast once saved, and its description for the saved appointment. */
  done: string;
  saved: (appointment: StaffAppointment) => string;
  failed: string;
}

const CREATED: SaveWords = {
  done: 'Appointment created',
  saved: (created) => `${created.clientName} is booked.`,
  failed: 'Failed to create appointment',
};

const UPDATED: SaveWords = {
  done: 'Appointment updated',
  saved: (saved) => `The appointment of ${saved.clientName} was saved.`,
  failed: 'Failed to update appointment',
};

/**
 * A save's answer: once saved, a toast, the appointment handed on and the dialog closed; on failure
 * the server's field messages beside the fields and the reason kept above the buttons. `saving` is
 * what the form body shows of it: the failure, and whether a kept draft was put back.
 */
function useSaveAppointment<Output>(
  form: UseFormReturn<AppointmentFormValues, unknown, Output>,
  { onClose, onSaved }: Pick<FormProps, 'onClose' | 'onSaved'>,
  draft: KeptDraftControl,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (send: () => Promise<StaffAppointment>, words: SaveWords) => {
    setFailure(null);
    try {
      const appointment = await send();
      toast({ title: words.done, description: words.saved(appointment), variant: 'success' });
      onSaved?.(appointment);
      onClose();
    } catch (error) {
      // The session ended: what was typed is kept and sent again after signing in.
      if (draft.keep(error, () => run(send, words))) setFailure(draft.message);
      else setFailure(reportFormFailure(error, form, SERVER_FIELDS, words.failed));
    }
  };
  return { saving: { failure, restored: draft.restored }, setFailure, run };
}

interface FormBodyProps<Output> {
  form: UseFormReturn<AppointmentFormValues, unknown, Output>;
  /** Sends the checked values; the body keeps what the send answers. */
  save: (values: Output) => Promise<void>;
  saving: { failure: string | null; restored: boolean };
  pending: boolean;
  submitLabel: string;
  me: ChosenStaff;
  current?: StaffAppointment | undefined;
  outsideHours: string | null;
}

function FormBody<Output>({
  form,
  save,
  saving: { failure, restored },
  pending,
  submitLabel,
  me,
  current,
  outsideHours,
}: FormBodyProps<Output>) {
  const serviceTypes = useServiceTypes();
  const staff = useStaffDirectory();
  // The pickers get their choices before the form's values are put into them.
  if (serviceTypes.isPending || staff.isPending) {
    return <Spinner label="Loading the services and staff…" showLabel className="mt-6" />;
  }
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} className="mt-6 space-y-5">
      <KeptDraftNotice shown={restored} />
      {serviceTypes.isError ? (
        <Alert tone="error" title="Could not load the services">
          {errorMessage(serviceTypes.error)}
        </Alert>
      ) : null}
      {staff.isError ? (
        <Alert tone="error" title="Could not load the staff list">
          {errorMessage(staff.error)} You can still choose yourself or keep the person set now.
        </Alert>
      ) : null}
      <AppointmentFields
        register={form.register}
        errors={form.formState.errors}
        serviceTypes={serviceTypes.data ?? []}
        staff={{
          members: staff.data,
          me,
          current:
            current?.staffId != null
              ? { id: current.staffId, name: current.staffName ?? `Staff member #${current.staffId}` }
              : null,
        }}
        outsideHours={outsideHours}
        currentService={
          current?.serviceTypeId != null
            ? { id: current.serviceTypeId, name: current.serviceName ?? 'Unknown Service' }
            : undefined
        }
      />
      <LiveAvailabilityWarnings control={form.control} appointmentId={current?.id} />
      <AccessCodeNotesWarning control={form.control} />
      <DialogFooter
        failure={failure ? { title: 'Not saved', message: failure } : null}
        action={submitLabel}
        pendingAction="Saving…"
        pending={pending}
      />
    </form>
  );
}

function CreateForm({ date, me, ...done }: FormProps & { date: string }) {
  const create = useCreateAppointment();
  const form = useForm<AppointmentFormValues, unknown, AppointmentCreateInput>({
    resolver: textResolver<AppointmentCreateInput>(zodResolver(appointmentCreateSchema)),
    defaultValues: newAppointmentValues(date),
  });
  const outsideHours = useOutsideHours(form.control);
  const draft = useKeptDraft('appointment-new', form);
  const { saving, run } = useSaveAppointment(form, done, draft);

  const save = (input: AppointmentCreateInput) => run(() => create.mutateAsync(input), CREATED);

  return (
    <FormBody
      form={form}
      save={save}
      saving={saving}
      pending={create.isPending}
      submitLabel="Create Appointment"
      me={me}
      outsideHours={outsideHours}
    />
  );
}

function EditForm({ appointment, me, ...done }: FormProps & { appointment: StaffAppointment }) {
  const update = useUpdateAppointment();
  const [initial] = useState(() => appointmentFormValues(appointment));
  const form = useForm<AppointmentFormValues, unknown, AppointmentUpdateInput>({
    resolver: textResolver<AppointmentUpdateInput>(zodResolver(appointmentUpdateSchema)),
    defaultValues: initial,
  });

  // Only a new day or time asks again: other changes keep what was already agreed.
  const problem = useOutsideHours(form.control);
  const outsideHours = movesVisit(initial, form.getValues()) ? problem : null;
  const draft = useKeptDraft(`appointment-edit:${appointment.id}`, form);
  const { saving, setFailure, run } = useSaveAppointment(form, done, draft);

  const save = async (parsed: AppointmentUpdateInput) => {
    setFailure(null);
    const values = form.getValues();
    const changes = changedFields(initial, values, parsed);
    if (Object.keys(changes).length === 0) {
      setFailure(ADMIN_APPOINTMENT_MESSAGES.nothingToChange);
      return;
    }
    if (outsideHours !== null) {
      if (!values.outsideHoursConfirmed) {
        const error = { type: 'outside-hours', message: OUTSIDE_HOURS_MESSAGE };
        form.setError('outsideHoursConfirmed', error, { shouldFocus: true });
        return;
      }
      changes.outsideHoursConfirmed = true;
    }
    await run(() => update.mutateAsync({ id: appointment.id, changes }), UPDATED);
  };

  return (
    <FormBody
      form={form}
      save={save}
      saving={saving}
      pending={update.isPending}
      submitLabel="Save Changes"
      me={me}
      outsideHours={outsideHours}
      current={appointment}
    />
  );
}
