import { PLAN_MESSAGES, type VisitPlan } from '@ta/shared';
import { CircleStop } from 'lucide-react';
import { useState } from 'react';
import type { ChosenStaff } from '../../../components/admin/staff-picker';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { DialogFailure } from '../../../components/ui/dialog-footer';
import { toast } from '../../../components/ui/use-toast';
import { formatAppointmentDate, formatAppointmentTime } from '../../../lib/appointment-format';
import { errorMessage } from '../../../lib/api-client';
import { useStopVisitPlan } from '../api/stop-visit-plan';
import { FREQUENCY_WORDS } from '../plan-and-visit-words';
import { PlanForm } from './plan-form';

interface PlansPanelProps {
  propertyId: number;
  plans: readonly VisitPlan[];
  awayFrom: string | null;
  awayUntil: string | null;
  me: ChosenStaff;
  /** Whether the caller may give someone visits (admins only: the one given a visit reads the codes). */
  canAssign: boolean;
}

const upcomingWords = (count: number) =>
  count === 0 ? 'No visits to come' : count === 1 ? '1 visit to come' : `${count} visits to come`;

const cancelWords = (count: number) =>
  count === 0
    ? 'It has no visits still to come.'
    : `Its ${count === 1 ? 'visit' : `${count} visits`} still to come will be cancelled.`;

/** The property's plans (each can be stopped, after a question), and the form for a new one (admins). */
export function PlansPanel({ propertyId, plans, awayFrom, awayUntil, me, canAssign }: PlansPanelProps) {
  const stop = useStopVisitPlan();
  const [stopping, setStopping] = useState<VisitPlan | null>(null);
  const [failure, setFailure] = useState<DialogFailure | null>(null);

  const confirmStop = async () => {
    if (!stopping) return;
    setFailure(null);
    try {
      await stop.mutateAsync(stopping.id);
      toast({ title: 'Plan stopped', description: 'Its visits still to come were cancelled.', variant: 'success' });
      setStopping(null);
    } catch (error) {
      setFailure({ title: 'The plan was not stopped', message: errorMessage(error) });
    }
  };

  return (
    <div className="space-y-6">
      {plans.length === 0 ? (
        <p className="text-muted">No plans yet.</p>
      ) : (
        <ul className="divide-y divide-line border-y border-line">
          {plans.map((plan) => (
            <li key={plan.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="text-lg font-bold">
                  {FREQUENCY_WORDS[plan.frequency]} at {formatAppointmentTime(plan.startTime)}
                </p>
                <p>
                  From {formatAppointmentDate(plan.startsOn)} to {formatAppointmentDate(plan.endsOn)}
                </p>
                <p>
                  {plan.staffName ? `With ${plan.staffName}` : 'No staff member'} · {upcomingWords(plan.upcomingVisits)}
                </p>
              </div>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setFailure(null);
                  setStopping(plan);
                }}
              >
                <CircleStop aria-hidden />
                Stop plan
                <span className="sr-only">
                  {' '}
                  {FREQUENCY_WORDS[plan.frequency].toLowerCase()} from {formatAppointmentDate(plan.startsOn)}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby="new-plan-heading" className="space-y-4">
        <h3 id="new-plan-heading" className="text-xl">
          New plan
        </h3>
        {canAssign ? (
          <PlanForm propertyId={propertyId} awayFrom={awayFrom} awayUntil={awayUntil} me={me} />
        ) : (
          <p className="text-muted">{PLAN_MESSAGES.adminAssigns}</p>
        )}
      </section>

      <ConfirmDialog
        open={stopping !== null}
        onClose={() => setStopping(null)}
        role="alertdialog"
        title="Stop this plan?"
        description={
          stopping ? (
            <p>
              {FREQUENCY_WORDS[stopping.frequency]} at {formatAppointmentTime(stopping.startTime)}, from{' '}
              {formatAppointmentDate(stopping.startsOn)} to {formatAppointmentDate(stopping.endsOn)}.{' '}
              {cancelWords(stopping.upcomingVisits)} Visits already done stay in the history.
            </p>
          ) : null
        }
        failure={failure}
        action="Stop plan"
        pendingAction="Stopping…"
        icon={CircleStop}
        pending={stop.isPending}
        onConfirm={() => void confirmStop()}
      />
    </div>
  );
}
