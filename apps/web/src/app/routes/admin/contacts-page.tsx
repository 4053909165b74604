import type { ContactStatusFilter, SessionUser } from '@ta/shared';
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useContactCounts, useContactList } from '../../../features/admin-contacts/api/contacts';
import { ContactCountCards } from '../../../features/admin-contacts/components/contact-count-cards';
import { ContactStatusTabs } from '../../../features/admin-contacts/components/contact-status-tabs';
import { ContactsList } from '../../../features/admin-contacts/components/contacts-list';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { ContactsSearch } from '../../../features/admin-contacts/components/contacts-search';
import { contactsHref, contactsViewFrom } from '../../../features/admin-contacts/contacts-url';
import { AdminLayout } from '../../layouts/admin-layout';

/**
 * `/admin/contacts`: count cards, search, status tabs with counts and the
 * paged list. The search, tab and page live in the URL, so Back and reload keep them.
 */
export function ContactsPage({ user }: { user: SessionUser }) {
  const [, navigate] = useLocation();
  const query = useSearch();
  const view = contactsViewFrom(query);
  const { search, status } = view;
  // The cards count every request; the tabs count what the search finds, like the list.
  const allCounts = useContactCounts('');
  const tabCounts = useContactCounts(search);
  // The same query as the list's (one request): when it fails, the error takes the whole page.
  const list = useContactList(view);
  const failed = list.isError && !list.data;

  const onPage = useCallback(
    (page: number, replace = false) => {
      navigate(contactsHref({ ...contactsViewFrom(query), page }), { replace });
      if (!replace) document.getElementById('contacts-heading')?.scrollIntoView({ block: 'start' });
    },
    [navigate, query],
  );
  // A tab is chosen on mouse-down and again on focus, before the page re-renders: only a real change
  // of the address adds a history entry.
  const show = (href: string) => {
    if (href !== window.location.pathname + window.location.search) navigate(href);
  };
  const onSearch = (next: string) => show(contactsHref({ search: next, status, page: 1 }));
  const onStatus = (next: ContactStatusFilter) => show(contactsHref({ search, status: next, page: 1 }));

  return (
    <AdminLayout user={user} meta={{ title: 'Contacts', description: 'Contact requests from the website.' }}>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
        <PageHeader
          headingId="contacts-heading"
          title="Contacts"
          description="Requests from the website: calls to return first, then the newest."
        />
        {failed ? (
          <LoadError title="Error loading contact requests" error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <>
            <ContactCountCards counts={allCounts.data} />
            <ContactsSearch key={search} search={search} onSearch={onSearch} />
            {search ? (
              <p className="text-lg" role="status">
                Showing requests matching <strong>“{search}”</strong>.
              </p>
            ) : null}
            <ContactStatusTabs status={status} counts={tabCounts.data} onStatus={onStatus}>
              <ContactsList view={view} onPage={onPage} />
            </ContactStatusTabs>
          </>
        )}
      </div>
    </AdminLayout>
  );
}
