import type { SessionUser } from '@ta/shared';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { useVisit } from '../../../features/admin-visits/api/get-visit';
import { VisitScreen } from '../../../features/admin-visits/components/visit-screen';
import { VISITS_PAGE } from '../../../features/admin-visits/visit-links';
import { AdminLayout } from '../../layouts/admin-layout';
import { DetailNotFound, DetailWaiting } from '../../../components/admin/admin-query-fallback';

/** `/admin/visits/{id}`: one home-watch visit, done on a phone from Start to Finish. */
export function VisitDetailPage({ user, id }: { user: SessionUser; id: string }) {
  const query = useVisit(id);
  const visit = query.data;

  let body;
  if (query.isPending || (query.isError && !visit)) {
    body = (
      <DetailWaiting
        query={query}
        title="Visit"
        loading="Loading the visit…"
        failed="Error loading the visit"
        compact
      />
    );
  } else if (!visit) {
    body = (
      <DetailNotFound
        title="Visit not found"
        text="It may have been cancelled, or the address is not right."
        back={{ href: VISITS_PAGE, label: 'Back to Visits' }}
        compact
      />
    );
  } else {
    body = <VisitScreen visit={visit} userId={user.id} />;
  }

  return (
    <AdminLayout
      user={user}
      meta={{ title: visit ? `Visit: ${visit.propertyName}` : 'Visit', description: 'A home-watch visit.' }}
    >
      <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6 sm:py-8">
        <Link href={VISITS_PAGE} className={buttonVariants({ variant: 'ghost', size: 'compact' })}>
          <ArrowLeft aria-hidden />
          Back to Visits
        </Link>
        {body}
      </div>
    </AdminLayout>
  );
}
