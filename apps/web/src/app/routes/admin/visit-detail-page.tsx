import type { SessionUser } from '@ta/shared';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useVisit } from '../../../features/admin-visits/api/get-visit';
import { VisitScreen } from '../../../features/admin-visits/components/visit-screen';
import { VISITS_PAGE } from '../../../features/admin-visits/visit-links';
import { PageMeta } from '../../../lib/page-meta';
import { AdminLayout } from '../../layouts/admin-layout';

/** `/admin/visits/{id}`: one home-watch visit, done on a phone from Start to Finish. */
export function VisitDetailPage({ user, id }: { user: SessionUser; id: string }) {
  const query = useVisit(id);
  const visit = query.data;

  let body;
  if (query.isPending) {
    body = (
      <>
        <h1 className="text-3xl">Visit</h1>
        <Spinner label="Loading the visit…" showLabel />
      </>
    );
  } else if (query.isError && !visit) {
    body = (
      <>
        <h1 className="text-3xl">Visit</h1>
        <LoadError
          title="Error loading the visit"
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  } else if (!visit) {
    body = (
      <div className="rounded-2xl border border-line bg-white p-6 text-center shadow-card">
        <h1 className="text-3xl">Visit not found</h1>
        <p className="mt-2 text-lg text-muted">It may have been cancelled, or the address is not right.</p>
        <Link href={VISITS_PAGE} className={`${buttonVariants({ variant: 'primary' })} mt-5`}>
          Back to Visits
        </Link>
      </div>
    );
  } else {
    body = <VisitScreen visit={visit} userId={user.id} />;
  }

  return (
    <AdminLayout user={user}>
      <PageMeta title={visit ? `Visit: ${visit.propertyName}` : 'Visit'} description="A home-watch visit." noIndex />
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
