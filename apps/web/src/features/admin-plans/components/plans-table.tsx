import type { ServicePlan } from '@ta/shared';
import { Link } from 'wouter';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatAppointmentDate, formatAppointmentTime } from '../../../lib/appointment-format';
import { billingWords, nextBookedDay, planPeriodWords, REPEATS_WORDS } from '../plan-words';
import { StopPlanButton } from './stop-plan-button';
import { ClientName } from './unbookable-days';

function NextBooked({ plan }: { plan: ServicePlan }) {
  const next = nextBookedDay(plan);
  if (!next) return <>None yet</>;
  if (next.appointmentId === null) return <>{formatAppointmentDate(next.day)}</>;
  return (
    <Link href={`/admin/appointments/${next.appointmentId}`} className="inline-flex min-h-11 items-center underline">
      {formatAppointmentDate(next.day)}
      <span className="sr-only">, open the visit</span>
    </Link>
  );
}

/** The service; a property's home checks link to the property, where the office made them. */
function PlanService({ plan }: { plan: ServicePlan }) {
  if (plan.propertyId === null) return <>{plan.serviceName}</>;
  return (
    <>
      {plan.serviceName}
      <br />
      <Link href={`/admin/properties/${plan.propertyId}`} className="inline-flex min-h-11 items-center underline">
        Home checks at {plan.location}
      </Link>
    </>
  );
}

function columns(linkClients: boolean): DataColumn<ServicePlan>[] {
  return [
    {
      header: 'Client',
      rowHeader: true,
      cell: (plan) => <ClientName id={plan.clientId} name={plan.clientName} link={linkClients} />,
    },
    { header: 'Service', cell: (plan) => <PlanService plan={plan} /> },
    { header: 'How often', cell: (plan) => REPEATS_WORDS[plan.repeats] },
    { header: 'From – to', cell: (plan) => planPeriodWords(plan) },
    { header: 'Time', cell: (plan) => formatAppointmentTime(plan.startTime), className: 'whitespace-nowrap' },
    { header: 'Staff member', cell: (plan) => plan.staffName ?? 'Anyone free' },
    { header: 'Billing', cell: (plan) => billingWords(plan) },
    { header: 'Next day booked', cell: (plan) => <NextBooked plan={plan} /> },
    { header: 'Actions', hideHeader: true, cardLabel: false, cell: (plan) => <StopPlanButton plan={plan} /> },
  ];
}

/** Every running standing visit: whose, what, how often, when, who goes, how it is billed, the next visit. */
export function PlansTable({ plans, linkClients }: { plans: readonly ServicePlan[]; linkClients: boolean }) {
  if (plans.length === 0) return <p className="text-lg">No standing visits are running.</p>;
  return (
    <DataTable
      caption="Running standing visits"
      rows={plans}
      columns={columns(linkClients)}
      rowKey={(plan) => plan.id}
      // Nine columns beside the menu do not fit a 1280 px desk: cards until a wider screen.
      cardsBelow="2xl"
    />
  );
}
