import { PROJECT_STATUSES, type StaffAppointment } from '@ta/shared';
import { useState, type FormEvent } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useUpdateAppointmentStatus as useUpdateProjectStatus } from '../../../lib/appointment-writes';
import { canUpdateProjectStatus, projectStatusLabel } from '../project-params';

interface UpdateProjectStatusDialogProps {
  project: StaffAppointment | null;
  onClose: () => void;
}

/** A radio choice of the three project statuses; Update only when it differs. */
export function UpdateProjectStatusDialog({ project, onClose }: UpdateProjectStatusDialogProps) {
  return (
    <Dialog open={project !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {project ? <StatusForm key={project.id} project={project} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function StatusForm({ project, onClose }: { project: StaffAppointment; onClose: () => void }) {
  const update = useUpdateProjectStatus();
  const [choice, setChoice] = useState<string>(project.status);
  const [failure, setFailure] = useState<string | null>(null);
  const enabled = canUpdateProjectStatus(project.status, choice);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canUpdateProjectStatus(project.status, choice)) return;
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ id: project.id, status: choice });
      toast({
        title: 'Project updated',
        description: `The project for ${saved.clientName} is now ${projectStatusLabel(saved.status)}.`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      const message = errorMessage(error);
      setFailure(message);
      toast({ title: 'Error updating project', description: message, variant: 'destructive' });
    }
  };

  return (
    <>
      <DialogTitle>Update Project Status</DialogTitle>
      <DialogDescription className="mt-1">
        The project for {project.clientName}. It is now {projectStatusLabel(project.status)}.
      </DialogDescription>
      <form onSubmit={(event) => void submit(event)} className="mt-5 space-y-5">
        <fieldset>
          <legend className="mb-2 font-bold">New status</legend>
          <div className="space-y-2">
            {PROJECT_STATUSES.map((status) => (
              <label
                key={status}
                className={cn(
                  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 px-4 py-2 font-bold',
                  choice === status ? 'border-brand-800 bg-brand-50' : 'border-line bg-white',
                )}
              >
                <input
                  type="radio"
                  name="project-status"
                  value={status}
                  checked={choice === status}
                  onChange={() => setChoice(status)}
                  className="size-5 accent-brand-800"
                />
                {projectStatusLabel(status)}
                {status === project.status ? <span className="font-normal text-muted">(current)</span> : null}
              </label>
            ))}
          </div>
        </fieldset>
        <DialogFooter
          failure={failure ? { title: 'Error updating project', message: failure } : null}
          action="Update"
          pendingAction="Updating…"
          pending={update.isPending}
          disabled={!enabled}
        />
      </form>
    </>
  );
}
