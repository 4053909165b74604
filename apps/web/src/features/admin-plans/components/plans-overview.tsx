import type { StaffPlansView } from '@ta/shared';
import { PlansTable } from './plans-table';
import { UnbookableDays } from './unbookable-days';

/**
 * The Standing visits page's body: first the days to book by hand (what the office must act on), then
 * every running plan. `linkClients`: the client's name opens their page in Users (admins only).
 */
export function PlansOverview({ view, linkClients }: { view: StaffPlansView; linkClients: boolean }) {
  return (
    <>
      <section aria-labelledby="plans-unbookable" className="space-y-3">
        <h2 id="plans-unbookable" className="text-2xl">
          Days to book by hand
        </h2>
        <UnbookableDays days={view.unbookable} linkClients={linkClients} />
      </section>
      <section aria-labelledby="plans-running" className="space-y-3">
        <h2 id="plans-running" className="text-2xl">
          Running standing visits
          {view.plans.length > 0 ? <span className="font-normal"> ({view.plans.length})</span> : null}
        </h2>
        <PlansTable plans={view.plans} linkClients={linkClients} />
      </section>
    </>
  );
}
