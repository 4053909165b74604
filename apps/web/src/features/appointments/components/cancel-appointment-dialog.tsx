import { isLateCancellation, LATE_CANCELLATION_MESSAGE, type ClientAppointment } from '@ta/shared';
import { TriangleAlert } from 'lucide-react';
import { useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { useCancelAppointment } from '../api/cancel-appointment';
import { appointmentTitle, formatAppointmentDate, formatAppointmentTime } from '../../../lib/appointment-format';

const UNEXPECTED_ERROR = 'An unexpected error occurred';

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
        toast({ title: 'Failed to cancel appointment', description: failureMessage(error), variant: 'destructive' });
      },
    });
  };

  return (
    <Dialog
      open={appointment !== null}
      // While the cancel is on its way the dialog stays, so its answer is shown here.
      onOpenChange={(open) => {
        if (!open && !cancel.isPending) close();
      }}
    >
      <DialogContent
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
      >
        <DialogTitle>Cancel Appointment</DialogTitle>
        {appointment ? (
          <div className="mt-5 space-y-4">
            {/* Both are the dialog's description; the fee comes first, before the question. */}
            <DialogDescription asChild className="space-y-4 text-lg">
              <div>
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
              </div>
            </DialogDescription>
            <div className="rounded-lg bg-sand p-4">
              <p className="font-bold break-words">{appointmentTitle(appointment)}</p>
              <p>{formatAppointmentDate(appointment.appointmentDate)}</p>
              <p>
                {formatAppointmentTime(appointment.startTime)} – {formatAppointmentTime(appointment.endTime)}
              </p>
            </div>
            {cancel.isError ? (
              <Alert tone="error" title="Failed to cancel appointment">
                <p>{failureMessage(cancel.error)}</p>
              </Alert>
            ) : null}
            <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline" disabled={cancel.isPending}>
                  No, Keep It
                </Button>
              </DialogClose>
              <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
                {cancel.isPending ? 'Cancelling...' : 'Yes, Cancel It'}
              </Button>
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
