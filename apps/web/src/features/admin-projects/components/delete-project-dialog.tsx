import type { StaffAppointment } from '@ta/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteAppointment as useDeleteProject } from '../../../lib/appointment-writes';
import { deleteProjectQuestion } from '../project-params';

const FAILED = 'Error deleting project';

/** The Delete Project confirmation. */
export function DeleteProjectDialog({ project, onClose }: { project: StaffAppointment | null; onClose: () => void }) {
  const remove = useDeleteProject();

  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!project) return;
    remove.mutate(project.id, {
      onSuccess: () => {
        toast({ title: 'Project deleted', description: `The project for ${project.clientName} was deleted.` });
        close();
      },
      onError: (error) => toast({ title: FAILED, description: errorMessage(error), variant: 'destructive' }),
    });
  };

  return (
    <ConfirmDialog
      role="alertdialog"
      open={project !== null}
      onClose={close}
      title="Delete Project"
      description={project ? deleteProjectQuestion(project.clientName) : null}
      failure={remove.isError ? { title: FAILED, message: errorMessage(remove.error) } : null}
      action="Delete Project"
      pendingAction="Deleting…"
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
