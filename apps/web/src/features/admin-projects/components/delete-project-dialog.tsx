import type { StaffAppointment } from '@ta/shared';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteAppointment as useDeleteProject } from '../../../lib/appointment-writes';
import { deleteProjectQuestion } from '../project-params';

/** The Delete Project confirmation. */
export function DeleteProjectDialog({ project, onClose }: { project: StaffAppointment | null; onClose: () => void }) {
  const remove = useDeleteProject();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    if (!project) return;
    setFailure(null);
    try {
      await remove.mutateAsync(project.id);
      toast({ title: 'Project deleted', description: `The project for ${project.clientName} was deleted.` });
      close();
    } catch (error) {
      const message = errorMessage(error);
      setFailure(message);
      toast({ title: 'Error deleting project', description: message, variant: 'destructive' });
    }
  };

  return (
    <Dialog open={project !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent role="alertdialog">
        <DialogTitle>Delete Project</DialogTitle>
        <DialogDescription className="mt-3 text-lg">
          {project ? deleteProjectQuestion(project.clientName) : null}
        </DialogDescription>
        {failure ? (
          <Alert tone="error" title="Error deleting project" className="mt-4">
            {failure}
          </Alert>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? 'Deleting…' : 'Delete Project'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
