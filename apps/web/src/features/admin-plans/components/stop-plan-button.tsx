import type { ServicePlan } from '@ta/shared';
import { CircleStop } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { DialogFailure } from '../../../components/ui/dialog-footer';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useStopPlan } from '../api/service-plans';
import { planPeriodWords, planSummary } from '../plan-words';

type StoppedPlan = Pick<
  ServicePlan,
  'id' | 'clientName' | 'serviceName' | 'repeats' | 'startTime' | 'startsOn' | 'endsOn'
>;

/** "Stop", then a question naming the plan and what stopping does; the lists refresh once it is stopped. */
export function StopPlanButton({ plan }: { plan: StoppedPlan }) {
  const stop = useStopPlan();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<DialogFailure | null>(null);

  const confirmStop = async () => {
    setFailure(null);
    try {
      await stop.mutateAsync(plan.id);
      toast({
        title: 'Standing visit stopped',
        description: `${plan.clientName}: ${planSummary(plan)}.`,
        variant: 'success',
      });
      setAsking(false);
    } catch (error) {
      setFailure({ title: 'The standing visit was not stopped', message: errorMessage(error) });
    }
  };

  return (
    <>
      <Button
        type="button"
        variant="destructive-outline"
        size="compact"
        onClick={() => {
          setFailure(null);
          setAsking(true);
        }}
      >
        <CircleStop aria-hidden />
        Stop
        <span className="sr-only">
          {' '}
          the standing visit of {plan.clientName}: {planSummary(plan)}
        </span>
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        role="alertdialog"
        title="Stop this standing visit?"
        description={
          <>
            <p>
              {plan.clientName}: {planSummary(plan)}, from {planPeriodWords(plan)}.
            </p>
            <p>
              No more days will be booked. Its booked visits still open to change are cancelled; those past the change
              cut-off stay booked. This cannot be undone: set up a new one to start again.
            </p>
          </>
        }
        failure={failure}
        action="Stop the standing visit"
        pendingAction="Stopping…"
        icon={CircleStop}
        pending={stop.isPending}
        onConfirm={() => void confirmStop()}
      />
    </>
  );
}
