import { zodResolver } from '@hookform/resolvers/zod';
import { linkPhotosSchema, type FurniturePhotoGroup, type LinkPhotosInput } from '@ta/shared';
import { Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useClientAppointments } from '../api/client-appointments';
import { useLinkPhotos } from '../api/link-photos';
import { appointmentChoiceText } from '../appointment-choice';
import { photoCountLabel } from '../photo-list';
import { ChoiceRadio } from './choice-radio';
import { useFocusReturn } from './use-focus-return';

type FormValues = z.input<typeof linkPhotosSchema>;
const FIELDS = ['appointmentId', 'clientEmail'] as const;
/** The radio that reveals the number field. */
const BY_NUMBER = 'number';

interface LinkAppointmentDialogProps {
  /** The client e-mail whose unlinked photos are linked; null keeps the dialog closed. */
  group: FurniturePhotoGroup | null;
  onClose: () => void;
  /** Where focus goes after linking (the button that opened the dialog disappears). */
  focusAfterLink: () => HTMLElement | null;
}

export function LinkAppointmentDialog({ group, onClose, focusAfterLink }: LinkAppointmentDialogProps) {
  const focus = useFocusReturn(focusAfterLink);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={group !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <DialogContent onOpenAutoFocus={focus.onOpenAutoFocus} onCloseAutoFocus={focus.onCloseAutoFocus}>
        <DialogTitle>Link to Appointment</DialogTitle>
        {group ? (
          <LinkForm
            key={group.clientEmail}
            group={group}
            onBusy={setBusy}
            onLinked={() => {
              focus.returnToFallback();
              onClose();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

interface LinkFormProps {
  group: FurniturePhotoGroup;
  onBusy: (busy: boolean) => void;
  onLinked: () => void;
}

function LinkForm({ group, onBusy, onLinked }: LinkFormProps) {
  const email = group.clientEmail;
  const appointments = useClientAppointments(email, true);
  const link = useLinkPhotos();
  const choiceErrorId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [choice, setChoice] = useState<string>('');
  const form = useForm<FormValues, unknown, LinkPhotosInput>({
    resolver: zodResolver(linkPhotosSchema),
    defaultValues: { clientEmail: email, appointmentId: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const listed = appointments.data?.appointments ?? [];
  // With nothing to pick from, the number field is the way in.
  const byNumber = choice === BY_NUMBER || (appointments.isSuccess && listed.length === 0);
  const appointmentError = errors.appointmentId?.message;

  const choose = (value: string) => {
    setChoice(value);
    form.setValue('appointmentId', value === BY_NUMBER ? '' : value, { shouldValidate: form.formState.isSubmitted });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    onBusy(true);
    try {
      const result = await link.mutateAsync(values);
      if (result.linked > 0) {
        toast({
          title: 'Photos linked successfully',
          description: 'The photos have been linked to the appointment',
          variant: 'success',
        });
      } else {
        toast({ title: 'No photos to link', description: result.message });
      }
      onLinked();
    } catch (error) {
      const message = errorMessage(error);
      // A number typed in that matches no appointment: the message belongs next to that field.
      const typedNotFound = byNumber && error instanceof ApiError && error.status === 404;
      if (typedNotFound) form.setError('appointmentId', { type: 'server', message }, { shouldFocus: true });
      const placed = typedNotFound || applyServerFieldErrors(error, form.setError, FIELDS);
      if (!placed) setFailure(message);
      toast({ title: 'Failed to link photos', description: message, variant: 'destructive' });
    } finally {
      onBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5">
      <DialogDescription>
        <span className="text-ink">
          The {photoCountLabel(group.unlinkedCount)} from <strong className="break-all">{email}</strong> that{' '}
          {group.unlinkedCount === 1 ? 'has' : 'have'} no appointment yet will be linked to the appointment you choose.
        </span>
      </DialogDescription>

      <fieldset aria-describedby={appointmentError && !byNumber ? choiceErrorId : undefined} className="space-y-3">
        <legend className="mb-2 text-lg font-bold">Choose an appointment</legend>
        {appointments.isPending ? <Spinner label="Loading this client's appointments…" showLabel /> : null}
        {appointments.isError ? (
          <Alert tone="error" title="Could not load this client's appointments">
            <p>{errorMessage(appointments.error)}</p>
            <p>You can still enter an appointment number.</p>
          </Alert>
        ) : null}
        {appointments.isSuccess && listed.length === 0 ? (
          <p>
            No appointments were found for <span className="break-all">{email}</span>. Enter the appointment number
            instead.
          </p>
        ) : null}
        {listed.map((appointment) => {
          const text = appointmentChoiceText(appointment);
          const value = String(appointment.id);
          return (
            <ChoiceRadio
              key={appointment.id}
              name="appointment-choice"
              value={value}
              checked={choice === value}
              onChoose={choose}
              title={text.title}
              details={text.details}
            />
          );
        })}
        {appointments.data?.more ? (
          <p className="text-muted">
            Only the first 100 matches are listed. Enter the number of any other appointment.
          </p>
        ) : null}
        {listed.length > 0 || appointments.isError ? (
          <ChoiceRadio
            name="appointment-choice"
            value={BY_NUMBER}
            checked={choice === BY_NUMBER}
            onChoose={choose}
            title="Another appointment"
            details="Enter its number"
          />
        ) : null}
        {appointmentError && !byNumber ? (
          <p id={choiceErrorId} className="font-bold text-danger-700">
            {appointmentError}
          </p>
        ) : null}
      </fieldset>

      {byNumber ? (
        <Controller
          control={form.control}
          name="appointmentId"
          render={({ field }) => (
            <FormField
              label="Appointment number"
              hint="The number shown as #12 on the appointment."
              error={appointmentError}
            >
              <Input
                name={field.name}
                ref={field.ref}
                value={typeof field.value === 'string' ? field.value : String(field.value ?? '')}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                inputMode="numeric"
                autoComplete="off"
                className="sm:max-w-48"
              />
            </FormField>
          )}
        />
      ) : null}

      <DialogFooter
        failure={failure ? { title: 'Failed to link photos', message: failure } : null}
        action="Link Photos"
        pendingAction="Linking..."
        icon={Link2}
        pending={isSubmitting}
      />
    </form>
  );
}
