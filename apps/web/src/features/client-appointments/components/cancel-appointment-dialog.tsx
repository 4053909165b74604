import { isLateCancellation, LATE_CANCELLATION_MESSAGE, type ClientAppointment } from '@ta/shared';
import { TriangleAlert } from 'lucide-react';
import { useRef } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { useCancelAppointment } from '../api/cancel-appointment';
import { appointmentTitle, formatAppointmentDate, formatAppointmentTime } from '../../../lib/appointment-format';

const UNEXPECTED_ERROR = 'An unexpected error occurred';
const FAILED = 'Failed to cancel appointment';

interface CancelAppointmentDialogProps {
  /** The appointment being cancelled; null keeps the dialog closed. */
  appointment: ClientAppointment | null;
  onClose: () => void;
  /** Called as soon as the server has cancelled it. */
  onCancelled: (appointment: ClientAppointment) => void;
  /** Where focus goes once the dialog has closed after a cancel (the button that opened it has left the list). */
  focusAfterCancel: () => void;
}

function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR;
}

export function CancelAppointmentDialog({
  appointment,
  onClose,
  onCancelled,
  focusAfterCancel,
}: CancelAppointmentDialogProps) {
  const cancel = useCancelAppointment();
  const justCancelled = useRef(false);
  // The dialog has no Radix trigger (one dialog serves every card), so it remembers which button opened it.
  const openedFrom = useRef<HTMLElement | null>(null);
  const late = appointment !== null && isLateCancellation(appointment, new Date());

  const close = () => {
    cancel.reset();
    onClose();
  };

  const confirm = () => {
    if (!appointment) return;
    cancel.mutate(appointment.id, {
      onSuccess: (cancelled) => {
        toast({
          title: 'Appointment cancelled',
          description: 'Your appointment has been successfully cancelled.',
          variant: 'success',
        });
        justCancelled.current = true;
        onCancelled(cancelled);
        close();
      },
      onError: (error) => {
        toast({ title: FAILED, description: failureMessage(error), variant: 'destructive' });
      },
    });
  };

  return (
    <ConfirmDialog
      open={appointment !== null}
      onClose={close}
      onOpenAutoFocus={() => {
        openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        if (justCancelled.current) focusAfterCancel();
        else openedFrom.current?.focus();
        justCancelled.current = false;
        openedFrom.current = null;
      }}
      title="Cancel Appointment"
      // The fee comes first, before the question: both are the dialog's description.
      description={
        <>
          {late ? (
            <p
              role="note"
              className="flex gap-2 rounded-lg border-2 border-accent-700 bg-accent-50 p-3 font-bold text-ink sm:gap-3 sm:p-4"
            >
              <TriangleAlert aria-hidden className="mt-0.5 size-6 shrink-0 text-accent-700" />
              <span>{LATE_CANCELLATION_MESSAGE}</span>
            </p>
          ) : null}
          <p>Are you sure you want to cancel this appointment? This action cannot be undone.</p>
        </>
      }
      failure={cancel.isError ? { title: FAILED, message: failureMessage(cancel.error) } : null}
      cancelLabel="No, Keep It"
      action="Yes, Cancel It"
      pendingAction="Cancelling..."
      pending={cancel.isPending}
      onConfirm={confirm}
    >
      {appointment ? (
        <div className="rounded-lg bg-sand p-4">
          <p className="font-bold break-words">{appointmentTitle(appointment)}</p>
          <p>{formatAppointmentDate(appointment.appointmentDate)}</p>
          <p>
            {formatAppointmentTime(appointment.startTime)} – {formatAppointmentTime(appointment.endTime)}
          </p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
