import { QUOTE_STATUSES, type QuoteStatus, type SessionUser } from '@ta/shared';
import { useId } from 'react';
import { useLocation, useSearch } from 'wouter';
import { NativeSelect } from '../../../components/ui/native-select';
import { PageHeader } from '../../../components/ui/page-header';
import { useStaffQuotes, type QuoteStatusFilter } from '../../../features/admin-quotes/api/staff-quotes';
import { QuotesTable } from '../../../features/admin-quotes/components/quotes-table';
import { STATUS_LABELS } from '../../../features/admin-quotes/quote-words';
import { AdminLayout } from '../../layouts/admin-layout';
import { QueryContent } from './query-content';

const isStatus = (value: string | null): value is QuoteStatus =>
  (QUOTE_STATUSES as readonly string[]).includes(value ?? '');

/** /admin/quotes: every quote, newest first, filtered by status (?status=). Quotes are made from a request. */
export function QuotesPage({ user }: { user: SessionUser }) {
  const raw = new URLSearchParams(useSearch()).get('status');
  const status: QuoteStatusFilter = isStatus(raw) ? raw : 'all';
  const [, navigate] = useLocation();
  const quotes = useStaffQuotes({ status });
  const filterId = useId();

  return (
    <AdminLayout user={user} meta={{ title: 'Quotes', description: 'Quotes sent to clients.' }}>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <PageHeader
          title="Quotes"
          description="Quotes are made from a request (Make a quote on the request’s page), sent by e-mail and approved by the client."
        />
        <div className="max-w-xs space-y-1.5">
          <label htmlFor={filterId} className="block font-bold">
            Status
          </label>
          <NativeSelect
            id={filterId}
            value={status}
            onChange={(e) =>
              navigate(e.target.value === 'all' ? '/admin/quotes' : `/admin/quotes?status=${e.target.value}`)
            }
          >
            <option value="all">All statuses</option>
            {QUOTE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <QueryContent query={quotes} loading="Loading quotes…" failed="Error loading quotes">
          {(list) =>
            list.length === 0 ? (
              <p className="rounded-2xl border-2 border-dashed border-line bg-white p-8 text-center text-xl">
                {status === 'all' ? 'No quotes yet.' : `No quotes with the status “${STATUS_LABELS[status]}”.`}
              </p>
            ) : (
              <>
                <p role="status">
                  {list.length} {list.length === 1 ? 'quote' : 'quotes'}
                </p>
                <QuotesTable quotes={list} caption="Quotes" />
              </>
            )
          }
        </QueryContent>
      </div>
    </AdminLayout>
  );
}
