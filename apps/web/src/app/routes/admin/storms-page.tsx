import { isAdminRole, PLAN_MESSAGES, type SessionUser } from '@ta/shared';
import { CloudSun } from 'lucide-react';
import { useLocation } from 'wouter';
import { PageHeader } from '../../../components/ui/page-header';
import { useStorms } from '../../../features/admin-storms/api/get-storms';
import { StormForm } from '../../../features/admin-storms/components/storm-form';
import { StormsList } from '../../../features/admin-storms/components/storms-list';
import { stormHref } from '../../../features/admin-storms/storm-words';
import { fullNameOf } from '../../../lib/initials';
import { AdminLayout } from '../../layouts/admin-layout';
import { QueryContent } from './query-content';

/** /admin/storms: storm mode. The storms so far, and new checks for every property in an area. */
export function StormsPage({ user }: { user: SessionUser }) {
  const storms = useStorms();
  const [, navigate] = useLocation();

  return (
    <AdminLayout
      user={user}
      meta={{ title: 'Storm mode', description: 'Pre-storm and post-storm checks of every property in an area.' }}
    >
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
        <PageHeader
          title="Storm mode"
          description="Before and after a storm, plan a check of every property in an area in one step, then follow the board. Each owner gets one e-mail saying their check is planned, and the report when it is done."
        />

        <section aria-labelledby="storms-heading" className="space-y-4">
          <h2 id="storms-heading" className="text-2xl">
            Storms
          </h2>
          <QueryContent query={storms} loading="Loading storms…" failed="Error loading storms">
            {(list) =>
              list.length === 0 ? (
                <div className="rounded-2xl border-2 border-dashed border-line bg-white p-8 text-center">
                  <CloudSun aria-hidden className="mx-auto size-10 text-brand-700" />
                  <p className="mt-3 text-xl font-bold">No storm checks yet.</p>
                  <p className="mt-1 text-muted">When a storm is coming, create its checks with the form below.</p>
                </div>
              ) : (
                <StormsList storms={list} />
              )
            }
          </QueryContent>
        </section>

        <section
          aria-labelledby="new-storm-heading"
          className="space-y-4 rounded-2xl border border-line bg-white p-4 shadow-card sm:p-6"
        >
          <h2 id="new-storm-heading" className="text-2xl">
            New storm checks
          </h2>
          {/* Storm checks give someone the houses' codes: admins only (docs/home-watch.md). */}
          {isAdminRole(user.role) ? (
            <StormForm
              me={{ id: user.id, name: fullNameOf(user) }}
              onCreated={(board) => navigate(stormHref(board.id))}
            />
          ) : (
            <p className="text-muted">{PLAN_MESSAGES.adminAssigns}</p>
          )}
        </section>
      </div>
    </AdminLayout>
  );
}
