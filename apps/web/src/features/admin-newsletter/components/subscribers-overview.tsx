import type { SubscriberList } from '@ta/shared';
import { Download, UsersRound } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button';
import { PageControls } from '../../../components/ui/page-controls';
import { receiversLine } from '../newsletter-words';
import { SUBSCRIBERS_CSV_PATH, type SubscriberListParams } from '../subscriber-params';
import { SubscriberSearch } from './subscriber-search';
import { SubscribersTable } from './subscribers-table';

interface SubscribersOverviewProps {
  params: SubscriberListParams;
  list: SubscriberList;
  /** A page of the list is on its way (the last one stays on screen). */
  updating?: boolean;
  onSearch: (search: string) => void;
  onPage: (page: number) => void;
}

const count = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'person' : 'people'}`;

/**
 * The Newsletter page's body: how many receive a post, how people join and leave, the search, the
 * subscribers (newest first, 50 a page) and the whole list as CSV.
 */
export function SubscribersOverview({ params, list, updating = false, onSearch, onPage }: SubscribersOverviewProps) {
  const { items, total, page, pageSize, subscribed } = list;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <p className="text-xl font-bold">{receiversLine(subscribed)}</p>
        <p className="prose-width text-lg text-muted">
          People join on the website’s Newsletter page or with the form at the foot of every page, then confirm by
          e-mail: nothing is sent to them before that. Every newsletter has a link to leave with one click.
        </p>
        <a href={SUBSCRIBERS_CSV_PATH} download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden />
          Download CSV<span className="sr-only"> of every subscriber</span>
        </a>
      </div>

      <SubscriberSearch search={params.search} onSearch={onSearch} />

      {items.length === 0 && page <= 1 ? (
        <div className="rounded-2xl border-2 border-dashed border-line bg-white p-8 text-center">
          <UsersRound aria-hidden className="mx-auto size-10 text-brand-700" />
          <p className="mt-3 text-xl font-bold">
            {params.search ? `Nobody matches “${params.search}”.` : 'Nobody has signed up yet.'}
          </p>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-muted" aria-live="polite">
            {params.search
              ? `${total.toLocaleString('en-US')} ${total === 1 ? 'matches' : 'match'} “${params.search}”`
              : `${count(total)} on the list`}
            {updating ? ' (updating…)' : ''}
          </p>
          {items.length > 0 ? (
            <SubscribersTable
              subscribers={items}
              caption={`Subscribers${params.search ? ` matching “${params.search}”` : ''}, newest first`}
            />
          ) : (
            <p className="text-lg">There are no subscribers on this page.</p>
          )}
          <PageControls label="Pages of subscribers" page={page} total={total} pageSize={pageSize} onPage={onPage} />
        </div>
      )}
    </div>
  );
}
