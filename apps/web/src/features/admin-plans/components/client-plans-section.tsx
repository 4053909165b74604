import { SERVICE_PLAN_MESSAGES, type ServicePlan } from '@ta/shared';
import { CircleCheck, CircleStop } from 'lucide-react';
import type { ChosenStaff } from '../../../components/admin/staff-picker';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatAppointmentDate } from '../../../lib/appointment-format';
import { useClientPlans } from '../api/service-plans';
import { billingWords, planPeriodWords, planSummary } from '../plan-words';
import { NewPlanForm } from './new-plan-form';
import { PlanDaysList } from './plan-days-list';
import { BillMonthForm } from './bill-month-form';
import { PlanTermsForm } from './plan-terms-form';
import { StopPlanButton } from './stop-plan-button';

interface ClientPlanProps {
  plan: ServicePlan;
  me: ChosenStaff;
  /** Whether the billing form shows (admins). */
  canSetTerms: boolean;
}

/** One of the client's plans: what, when, where, who, how it is billed, its next days, Stop and Billing. */
export function ClientPlan({ plan, me, canSetTerms }: ClientPlanProps) {
  const where = [plan.county ? `${plan.county} County` : null, plan.location].filter(Boolean).join(', ');
  return (
    <li className="space-y-4 rounded-lg border-2 border-line bg-white p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 className="text-xl">{planSummary(plan)}</h3>
        {plan.active ? (
          <StatusBadge tone="success" icon={CircleCheck} label="Running" srPrefix="State: " />
        ) : (
          <StatusBadge tone="neutral" icon={CircleStop} label="Stopped" srPrefix="State: " />
        )}
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-lg sm:grid-cols-[auto_1fr]">
        <dt className="font-bold">From – to</dt>
        <dd>{planPeriodWords(plan)}</dd>
        {where ? (
          <>
            <dt className="font-bold">Where</dt>
            <dd className="wrap-anywhere">{where}</dd>
          </>
        ) : null}
        <dt className="font-bold">Staff member</dt>
        <dd>{plan.staffName ?? 'Anyone free'}</dd>
        <dt className="font-bold">Billing</dt>
        <dd>{billingWords(plan)}</dd>
        {plan.pauses.length > 0 ? (
          <>
            <dt className="font-bold">Paused</dt>
            <dd>
              {plan.pauses
                .map((pause) => `${formatAppointmentDate(pause.firstDay)} to ${formatAppointmentDate(pause.lastDay)}`)
                .join('; ')}
            </dd>
          </>
        ) : null}
      </dl>
      {plan.active ? (
        <>
          <div className="space-y-1">
            <h4 className="text-lg font-bold">Next days</h4>
            <PlanDaysList days={plan.upcoming} />
          </div>
          <StopPlanButton plan={plan} />
          {canSetTerms ? <PlanTermsForm plan={plan} me={me} /> : null}
          {canSetTerms && plan.billing === 'monthly' ? <BillMonthForm plan={plan} /> : null}
        </>
      ) : (
        <p>No more days are booked.</p>
      )}
    </li>
  );
}

/** The client's plans, running ones first (the server's order within each). */
export function ClientPlansList({
  plans,
  me,
  canSetTerms,
}: Omit<ClientPlanProps, 'plan'> & { plans: readonly ServicePlan[] }) {
  if (plans.length === 0) return <p className="text-lg">No standing visits yet.</p>;
  const ordered = [...plans.filter((plan) => plan.active), ...plans.filter((plan) => !plan.active)];
  return (
    <ul className="space-y-4">
      {ordered.map((plan) => (
        <ClientPlan key={plan.id} plan={plan} me={me} canSetTerms={canSetTerms} />
      ))}
    </ul>
  );
}

interface ClientPlansSectionProps {
  clientId: number;
  clientName: string;
  /** A plan is set up for an active client account only. */
  clientActive: boolean;
  /** The signed-in person (the staff picker marks them "me"). */
  me: ChosenStaff;
  /** Billing and the staff member are set by admins. */
  canSetTerms: boolean;
}

/** "Standing visits" on a client's page in Users: their plans with the next days, and a form for a new one. */
export function ClientPlansSection({ clientId, clientName, clientActive, me, canSetTerms }: ClientPlansSectionProps) {
  const plans = useClientPlans(clientId);
  return (
    <section aria-labelledby="client-plans-heading" className="space-y-3">
      <h2 id="client-plans-heading" className="text-2xl">
        Standing visits
      </h2>
      {plans.isPending ? <Spinner label="Loading the client's standing visits…" showLabel /> : null}
      {plans.isError ? <Alert tone="error">Error loading the client's standing visits.</Alert> : null}
      {plans.data ? <ClientPlansList plans={plans.data} me={me} canSetTerms={canSetTerms} /> : null}
      {clientActive ? (
        <NewPlanForm clientId={clientId} clientName={clientName} />
      ) : (
        <p className="text-lg">{SERVICE_PLAN_MESSAGES.clientRequired}.</p>
      )}
    </section>
  );
}
