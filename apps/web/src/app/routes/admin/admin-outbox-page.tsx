import type { SessionUser } from '@ta/shared';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AdminQueryFallback } from '../../../components/admin/admin-query-fallback';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { PageControls } from '../../../components/ui/page-controls';
import { PageHeader } from '../../../components/ui/page-header';
import { useOutbox } from '../../../features/admin-outbox/api/outbox';
import { OutboxTable } from '../../../features/admin-outbox/components/outbox-table';
import { outboxHref, outboxParamsFrom } from '../../../features/admin-outbox/outbox-params';
import { AdminLayout } from '../../layouts/admin-layout';

/** /admin/outbox: every e-mail the site sent or queued, readable by staff (docs/decisions/005-mail-and-outbox.md). */
export function AdminOutboxPage({ user }: { user: SessionUser }) {
  const params = outboxParamsFrom(useSearch());
  const [, navigate] = useLocation();
  const outbox = useOutbox(params);
  const [term, setTerm] = useState(params.search);
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(outboxHref({ search: term.trim(), page: 1 }));
  };

  return (
    <AdminLayout user={user} meta={{ title: 'Outbox', description: 'E-mails sent or queued by the site.' }}>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        <PageHeader
          title="Outbox"
          description={
            <>
              <p className="prose-width text-lg text-muted">
                Every e-mail the site has sent or is about to send, newest first. Without a mail server, messages wait
                here as Queued, so nothing is lost.
              </p>
              <p className="prose-width text-lg text-muted">
                Links and codes that reset a password or sign someone in show as [hidden]: only the person the e-mail is
                for can use them.
              </p>
            </>
          }
        />

        <form role="search" action="/admin/outbox" method="get" onSubmit={submit} className="max-w-xl">
          <label htmlFor={inputId} className="mb-1 block font-bold">
            Search by recipient or subject
          </label>
          <div className="flex gap-2">
            <Input id={inputId} type="search" name="search" value={term} onChange={(e) => setTerm(e.target.value)} />
            <Button type="submit" className="shrink-0">
              <Search aria-hidden />
              Search
            </Button>
          </div>
        </form>

        {outbox.isPending || outbox.isError ? (
          <AdminQueryFallback query={outbox} loading="Loading e-mails…" />
        ) : outbox.data.total === 0 ? (
          <p className="rounded-2xl border border-line bg-white p-6 text-lg shadow-card">
            {params.search ? `No e-mails match “${params.search}”.` : 'No e-mails have been sent yet.'}
          </p>
        ) : (
          <>
            <p role="status" className="text-lg">
              {outbox.data.total === 1 ? '1 e-mail' : `${outbox.data.total.toLocaleString('en-US')} e-mails`}
              {params.search ? ` matching “${params.search}”` : ''}
            </p>
            <OutboxTable emails={outbox.data.items} caption={`E-mails, page ${outbox.data.page}, newest first`} />
            <PageControls
              page={outbox.data.page}
              total={outbox.data.total}
              pageSize={outbox.data.pageSize}
              onPage={(page) => navigate(outboxHref({ search: params.search, page }))}
              label="Pages of e-mails"
            />
          </>
        )}
      </div>
    </AdminLayout>
  );
}
