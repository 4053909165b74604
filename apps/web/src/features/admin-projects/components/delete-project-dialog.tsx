import type { StaffAppointment } from '@ta/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteProject } from '../api/delete-project';
import { deleteProjectQuestion } from '../project-params';

const FAILED = 'Error deleting project';

/** SPEC §2's Delete Project confirmation. */
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
      toast({ title: FAILED, description: message, variant: 'destructive' });
    }
  };

  return (
    <ConfirmDialog
      role="alertdialog"
      open={project !== null}
      onClose={close}
      title="Delete Project"
      description={project ? deleteProjectQuestion(project.clientName) : null}
      failure={failure ? { title: FAILED, message: failure } : null}
      action="Delete Project"
      pendingAction="Deleting…"
      pending={remove.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
