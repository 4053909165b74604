import { isLateCancellation, type ClientAppointment } from '@ta/shared';
import { TriangleAlert } from 'lucide-react';
import { useRef } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useServiceName } from '../../../components/appointments/appointment-words';
import { toast } from '../../../components/ui/use-toast';
import { useLocale } from '../../../i18n/i18n-provider';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { appointmentTitle, formatAppointmentDate, formatAppointmentTime } from '../../../lib/appointment-format';
import { useCancelAppointment } from '../api/cancel-appointment';

interface CancelAppointmentDialogProps {
  /** The appointment being cancelled; null keeps the dialog closed. */
  appointment: ClientAppointment | null;
  onClose: () => void;
  /** Called as soon as the server has cancelled it. */
  onCancelled: (appointment: ClientAppointment) => void;
  /** Where focus goes once the dialog has closed after a cancel (the button that opened it has left the list). */
  focusAfterCancel: () => void;
}

export function CancelAppointmentDialog({
  appointment,
  onClose,
  onCancelled,
  focusAfterCancel,
}: CancelAppointmentDialogProps) {
  const t = useT();
  const locale = useLocale();
  const failureText = useErrorText();
  const serviceName = useServiceName();
  const cancel = useCancelAppointment();
  // The server's words, in the page's language when the catalogue knows them.
  const failureMessage = (error: unknown) =>
    error instanceof Error && error.message ? failureText(error) : t('appointments.cancel.unexpected');
  const failed = t('appointments.cancel.failed');
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
          title: t('appointments.cancel.done.title'),
          description: t('appointments.cancel.done.text'),
          variant: 'success',
        });
        justCancelled.current = true;
        onCancelled(cancelled);
        close();
      },
      onError: (error) => {
        toast({ title: failed, description: failureMessage(error), variant: 'destructive' });
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
      title={t('appointments.cancel.title')}
      // The fee comes first, before the question: both are the dialog's description.
      description={
        <>
          {late ? (
            <p
              role="note"
              className="flex gap-2 rounded-lg border-2 border-accent-700 bg-accent-50 p-3 font-bold text-ink sm:gap-3 sm:p-4"
            >
              <TriangleAlert aria-hidden className="mt-0.5 size-6 shrink-0 text-accent-700" />
              <span>{t('appointments.cancel.late')}</span>
            </p>
          ) : null}
          <p>{t('appointments.cancel.question')}</p>
        </>
      }
      failure={cancel.isError ? { title: failed, message: failureMessage(cancel.error) } : null}
      cancelLabel={t('appointments.cancel.keep')}
      action={t('appointments.cancel.confirm')}
      pendingAction={t('appointments.cancel.pending')}
      pending={cancel.isPending}
      onConfirm={confirm}
    >
      {appointment ? (
        <div className="rounded-lg bg-sand p-4">
          <p className="font-bold wrap-anywhere">
            {appointmentTitle(appointment, locale, serviceName(appointment.serviceName))}
          </p>
          <p>{formatAppointmentDate(appointment.appointmentDate, locale)}</p>
          <p>
            {formatAppointmentTime(appointment.startTime, locale)} –{' '}
            {formatAppointmentTime(appointment.endTime, locale)}
          </p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
