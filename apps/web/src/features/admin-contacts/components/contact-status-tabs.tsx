import { CONTACT_STATUS_FILTERS, type ContactCounts, type ContactStatusFilter } from '@ta/shared';
import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { countFor, FILTER_LABELS, isStatusFilter } from '../contact-status';

interface ContactStatusTabsProps {
  status: ContactStatusFilter;
  /** Narrowed by the search, like the list. */
  counts: ContactCounts | undefined;
  onStatus: (status: ContactStatusFilter) => void;
  /** The active tab's content. */
  children: ReactNode;
}

/** All / New / In Progress / Completed / Cancelled, each with its count. */
export function ContactStatusTabs({ status, counts, onStatus, children }: ContactStatusTabsProps) {
  return (
    <Tabs
      value={status}
      // Each tab loads from the server: arrow keys move between tabs, Enter or Space opens one (WAI-ARIA).
      activationMode="manual"
      onValueChange={(value) => {
        if (isStatusFilter(value)) onStatus(value);
      }}
    >
      {/* Five tabs do not fit a phone in one row: there they stand two by two. */}
      <TabsList aria-label="Show requests by status" className="max-sm:grid-flow-row max-sm:grid-cols-2">
        {CONTACT_STATUS_FILTERS.map((filter) => (
          <TabsTrigger key={filter} value={filter}>
            {FILTER_LABELS[filter]}
            <span className="rounded-full bg-brand-50 px-2 text-brand-900 ring-1 ring-brand-200">
              {counts ? countFor(filter, counts).toLocaleString('en-US') : '–'}
            </span>
          </TabsTrigger>
        ))}
      </TabsList>
      {CONTACT_STATUS_FILTERS.map((filter) => (
        <TabsContent key={filter} value={filter}>
          {filter === status ? children : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
