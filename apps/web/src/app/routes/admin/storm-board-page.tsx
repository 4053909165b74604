import type { SessionUser } from '@ta/shared';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useStormBoard } from '../../../features/admin-storms/api/get-storm-board';
import { StormBoardView } from '../../../features/admin-storms/components/storm-board-view';
import { AdminLayout } from '../../layouts/admin-layout';
import { QueryContent } from './query-content';

const STORMS = '/admin/storms';

/** /admin/storms/{id}: a storm's board, read again every 30 seconds. */
export function StormBoardPage({ user, id }: { user: SessionUser; id: string }) {
  const query = useStormBoard(id);
  const board = query.data;

  return (
    <AdminLayout
      user={user}
      meta={{ title: board ? `Storm: ${board.name}` : 'Storm', description: "A storm's checks." }}
    >
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        <QueryContent query={query} loading="Loading the storm…" failed="Error loading the storm">
          {(found) =>
            found === null ? (
              <>
                <PageHeader title="Storm not found" backHref={STORMS} />
                <div className="rounded-2xl border border-line bg-white p-8 text-center shadow-card">
                  <p className="text-lg text-muted">The address may not be right.</p>
                  <Link href={STORMS} className={`${buttonVariants({ variant: 'primary' })} mt-5`}>
                    Back to Storm mode
                  </Link>
                </div>
              </>
            ) : (
              <StormBoardView
                board={found}
                backHref={STORMS}
                updatedAt={query.dataUpdatedAt}
                refreshing={query.isFetching}
              />
            )
          }
        </QueryContent>
      </div>
    </AdminLayout>
  );
}
