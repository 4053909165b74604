import { isAdminRole, type SessionUser } from '@ta/shared';
import { useLocation, useSearch } from 'wouter';
import { PageHeader } from '../../../components/ui/page-header';
import { useSubscribers } from '../../../features/admin-newsletter/api/get-subscribers';
import { SubscribersOverview } from '../../../features/admin-newsletter/components/subscribers-overview';
import {
  parseSubscriberListParams,
  subscriberListHref,
  type SubscriberListParams,
} from '../../../features/admin-newsletter/subscriber-params';
import { AdminLayout } from '../../layouts/admin-layout';
import { AccessDeniedPage } from '../site/access-denied-page';
import { QueryContent } from './query-content';

const DESCRIPTION = 'Who receives your blog posts by e-mail: search the list, or download it.';

/**
 * /admin/newsletter: the subscribers (?search=&page=), admins only (docs/newsletter.md, "In the back
 * office"): staff see Access Denied, and the server answers 403 to them too.
 */
export function NewsletterPage({ user }: { user: SessionUser }) {
  if (!isAdminRole(user.role)) return <AccessDeniedPage />;
  return <NewsletterScreen user={user} />;
}

function NewsletterScreen({ user }: { user: SessionUser }) {
  const params = parseSubscriberListParams(useSearch());
  const [, navigate] = useLocation();
  const subscribers = useSubscribers(params);
  const go = (changes: Partial<SubscriberListParams>) =>
    navigate(subscriberListHref({ ...params, page: 1, ...changes }));

  return (
    <AdminLayout user={user} meta={{ title: 'Newsletter', description: DESCRIPTION }}>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:px-6 sm:py-8">
        <PageHeader backHref="/admin" title="Newsletter" description={DESCRIPTION} />
        <QueryContent query={subscribers} loading="Loading the subscribers…" failed="Error loading the subscribers">
          {(list) => (
            <SubscribersOverview
              params={params}
              list={list}
              updating={subscribers.isFetching}
              onSearch={(search) => go({ search })}
              onPage={(page) => go({ page })}
            />
          )}
        </QueryContent>
      </div>
    </AdminLayout>
  );
}
