import { isAdminRole, type SessionUser } from '@ta/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { useStaffPlans } from '../../../features/admin-plans/api/service-plans';
import { PlansOverview } from '../../../features/admin-plans/components/plans-overview';
import { AdminLayout } from '../../layouts/admin-layout';
import { QueryContent } from './query-content';

const DESCRIPTION =
  'Clients’ visits that repeat: every running plan, and each day a plan could not book, to book by hand.';

/** /admin/plans: standing visits (service plans), for staff and admins; a plan is set up on the client's page. */
export function PlansPage({ user }: { user: SessionUser }) {
  const view = useStaffPlans();
  return (
    <AdminLayout user={user} meta={{ title: 'Standing visits', description: DESCRIPTION }}>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-6 pb-28 sm:px-6 sm:py-8">
        <PageHeader title="Standing visits" description={DESCRIPTION} />
        <QueryContent query={view} loading="Loading the standing visits…" failed="Error loading the standing visits">
          {(data) => <PlansOverview view={data} linkClients={isAdminRole(user.role)} />}
        </QueryContent>
      </div>
    </AdminLayout>
  );
}
