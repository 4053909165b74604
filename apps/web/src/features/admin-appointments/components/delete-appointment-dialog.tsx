import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
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
    <Dialog
      open={appointment !== null}
      onOpenChange={(open) => {
        if (!open) {
          setFailure(null);
          onClose();
        }
      }}
    >
      <DialogContent role="alertdialog">
        <DialogTitle>Delete Appointment</DialogTitle>
        <DialogDescription className="mt-3 text-lg">
          Are you sure you want to delete the appointment of {appointment?.clientName}? This action cannot be undone.
        </DialogDescription>
        {failure ? (
          <Alert tone="error" title="Not deleted" className="mt-4">
            {failure}
          </Alert>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={onClose}>
            No, Keep It
          </Button>
          <Button type="button" variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? 'Deleting…' : 'Yes, Delete It'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
