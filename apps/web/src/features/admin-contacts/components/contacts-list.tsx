import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { pageCount, PageControls } from '../../../components/ui/page-controls';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { useContactList } from '../api/contacts';
import { FILTER_LABELS } from '../contact-status';
import type { ContactsView } from '../contacts-url';
import { ContactsTable } from './contacts-table';
import { UpdateContactDialog } from './update-contact-dialog';
import { ASSIGN_FAILED, useAssignWithToast } from './use-assign';
import type { AdminContact } from '@ta/shared';

interface ContactsListProps {
  view: ContactsView;
  onPage: (page: number, replace?: boolean) => void;
}

/** One page of the chosen tab and search, with Assign, Update and the page controls. */
export function ContactsList({ view, onPage }: ContactsListProps) {
  const list = useContactList(view);
  const { assign, assigningId, failure } = useAssignWithToast();
  const [updating, setUpdating] = useState<AdminContact | null>(null);

  const pages = list.data ? pageCount(list.data.total, list.data.pageSize) : 1;
  // A page number past the end (the list got shorter, or an old link): show the last page instead.
  const pastEnd = list.data !== undefined && !list.isPlaceholderData && view.page > pages;
  useEffect(() => {
    if (pastEnd) onPage(pages, true);
  }, [pastEnd, pages, onPage]);

  if (!list.data) {
    return (
      <QueryFallback query={list} loading="Loading contact requests…" errorTitle="Error loading contact requests" />
    );
  }

  const { items, total } = list.data;
  const caption = `Contact requests: ${FILTER_LABELS[view.status]}${view.search ? `, matching “${view.search}”` : ''}, page ${view.page} of ${pages}`;

  return (
    <div aria-busy={list.isFetching || undefined} className="space-y-4">
      {failure ? (
        <Alert tone="error" title={ASSIGN_FAILED}>
          <p>
            Request from {failure.contact.firstName} {failure.contact.lastName}: {failure.message}
          </p>
        </Alert>
      ) : null}
      <p className="text-muted" aria-live="polite">
        {list.isPlaceholderData
          ? 'Loading…'
          : total > 0
            ? `${total.toLocaleString('en-US')} ${total === 1 ? 'request' : 'requests'}`
            : ''}
      </p>
      {items.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white p-6 text-lg shadow-card">No contact requests found.</p>
      ) : (
        <ContactsTable
          contacts={items}
          caption={caption}
          onAssign={assign}
          onUpdate={setUpdating}
          assigningId={assigningId}
        />
      )}
      <PageControls
        page={view.page}
        total={total}
        pageSize={list.data.pageSize}
        onPage={onPage}
        label="Pages of contact requests"
      />
      <UpdateContactDialog contact={updating} onClose={() => setUpdating(null)} />
    </div>
  );
}
