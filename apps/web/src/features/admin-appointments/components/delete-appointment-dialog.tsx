import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteAppointment } from '../api/delete-appointment';

interface DeleteAppointmentDialogProps {
  appointment: { id: number; clientName: string } | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Staff delete removes the appointment for good, so it asks first. */
export function DeleteAppointmentDialog({ appointment, onClose, onDeleted }: DeleteAppointmentDialogProps) {
  const remove = useDeleteAppointment();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    if (!appointment) return;
    setFailure(null);
    try {
      await remove.mutateAsync(appointment.id);
      toast({ title: 'Appointment deleted', description: `The appointment of ${appointment.clientName} was deleted.` });
      onDeleted();
    } catch (error) {
      const message = errorMessage(error);
      setFailure(message);
      toast({ title: 'Failed to delete appointment', description: message, variant: 'destructive' });
    }
  };

  return (
    <ConfirmDialog
      role="alertdialog"
      open={appointment !== null}
      onClose={() => {
        setFailure(null);
        onClose();
      }}
      title="Delete Appointment"
      description={`Are you sure you want to delete the appointment of ${appointment?.clientName}? This action cannot be undone.`}
      failure={failure ? { title: 'Not deleted', message: failure } : null}
      cancelLabel="No, Keep It"
      action="Yes, Delete It"
      pendingAction="Deleting…"
      pending={remove.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
