import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteAppointment } from '../../../lib/appointment-writes';

interface DeleteAppointmentDialogProps {
  appointment: { id: number; clientName: string } | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Staff delete removes the appointment for good, so it asks first. */
export function DeleteAppointmentDialog({ appointment, onClose, onDeleted }: DeleteAppointmentDialogProps) {
  const remove = useDeleteAppointment();

  const confirm = () => {
    if (!appointment) return;
    remove.mutate(appointment.id, {
      onSuccess: () => {
        toast({
          title: 'Appointment deleted',
          description: `The appointment of ${appointment.clientName} was deleted.`,
        });
        onDeleted();
      },
      onError: (error) => {
        toast({ title: 'Failed to delete appointment', description: errorMessage(error), variant: 'destructive' });
      },
    });
  };

  return (
    <ConfirmDialog
      role="alertdialog"
      open={appointment !== null}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      title="Delete Appointment"
      description={`Are you sure you want to delete the appointment of ${appointment?.clientName}? This action cannot be undone.`}
      failure={remove.isError ? { title: 'Not deleted', message: errorMessage(remove.error) } : null}
      cancelLabel="No, Keep It"
      action="Yes, Delete It"
      pendingAction="Deleting…"
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
