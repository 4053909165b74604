import {
  businessTimeOfDay,
  canTakeVisitStep,
  currentVisitStep,
  VISIT_STEPS,
  visitStepTime,
  type AppointmentDetail,
  type VisitStep,
} from '@ta/shared';
import { Car, CheckCircle2, Circle, DoorOpen, Flag } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { formatAppointmentTime } from '../../../lib/appointment-format';
import { cn } from '../../../lib/cn';
import { useRecordVisitStep } from '../api/record-visit-step';

const STEP_WORDS: Record<VisitStep, { label: string; icon: typeof Car; told: string }> = {
  on_my_way: { label: 'On my way', icon: Car, told: 'The client now sees that you are on the way.' },
  arrived: { label: 'Arrived', icon: DoorOpen, told: 'The client now sees that you have arrived.' },
  done: { label: 'Done', icon: Flag, told: 'The visit is finished and the appointment is completed.' },
};

/** "9:02 AM": when a step was tapped, in the business's time zone. */
const tappedAt = (iso: string) => formatAppointmentTime(businessTimeOfDay(new Date(iso)));

/**
 * The staff member's three big buttons for a visit (docs/visit-status.md), made for a phone held in
 * one hand in a driveway: stacked, full width, 64 px tall. Each says in words whether it is done (and
 * when), next, or not yet; only the steps that may come next can be pressed. Staff who are not
 * assigned (and not admins) see the progress without the buttons working.
 */
export function VisitStepButtons({
  appointment,
  canTap,
}: {
  appointment: Pick<
    AppointmentDetail,
    'id' | 'status' | 'onMyWayAt' | 'arrivedAt' | 'doneAt' | 'visitCode' | 'staffName'
  >;
  canTap: boolean;
}) {
  const record = useRecordVisitStep();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const current = currentVisitStep(appointment);
  const closed = appointment.status === 'cancelled' || (appointment.status === 'completed' && current !== 'done');

  const tap = async (step: VisitStep) => {
    setOutcome(null);
    try {
      await record.mutateAsync({ id: appointment.id, step });
      setOutcome({ tone: 'success', text: `${STEP_WORDS[step].label}: saved. ${STEP_WORDS[step].told}` });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error) });
    }
  };

  return (
    <div className="space-y-3">
      {!canTap ? (
        <p className="text-muted">
          Only {appointment.staffName ?? 'the staff member assigned'} or an admin can update this visit.
        </p>
      ) : closed ? (
        <p className="text-muted">
          This appointment is {appointment.status === 'cancelled' ? 'cancelled' : 'completed'}: its progress cannot
          change.
        </p>
      ) : null}
      <ol className="space-y-3" aria-label="Visit steps">
        {VISIT_STEPS.map((step) => {
          const { label, icon: Icon } = STEP_WORDS[step];
          const time = visitStepTime(appointment, step);
          const next = !closed && canTakeVisitStep(current, step);
          const state = time ? `Tapped at ${tappedAt(time)}` : next ? 'Tap when it happens' : 'Not yet';
          return (
            <li key={step}>
              <button
                type="button"
                data-testid={`visit-step-${step}`}
                disabled={!canTap || !next || record.isPending}
                onClick={() => void tap(step)}
                className={cn(
                  'flex min-h-16 w-full cursor-pointer items-center gap-4 rounded-xl border-2 px-4 py-3 text-left text-xl font-bold transition-colors disabled:cursor-not-allowed',
                  time
                    ? 'border-success-700 bg-success-50 text-success-700'
                    : next && canTap
                      ? 'border-brand-800 bg-brand-800 text-white hover:border-brand-950 hover:bg-brand-950'
                      : 'border-line bg-canvas text-muted',
                )}
              >
                {time ? (
                  <CheckCircle2 aria-hidden className="size-8 shrink-0" />
                ) : next ? (
                  <Icon aria-hidden className="size-8 shrink-0" />
                ) : (
                  <Circle aria-hidden className="size-8 shrink-0" />
                )}
                <span className="min-w-0">
                  <span className="block">{label}</span>
                  <span className="block text-base font-normal">{state}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      {appointment.visitCode && current !== 'done' ? (
        <p className="rounded-xl border-2 border-brand-800 bg-brand-50 px-4 py-3 text-xl" data-testid="visit-code">
          Say this code at the door: <strong className="text-2xl tracking-widest">{appointment.visitCode}</strong>. The
          client has it and checks it before opening.
        </p>
      ) : null}
      <div aria-live="polite" data-testid="visit-step-status">
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      </div>
    </div>
  );
}
