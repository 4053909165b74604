import type { FurniturePhotoGroup, Page } from '@ta/shared';
import { ImageOff } from 'lucide-react';
import { LoadError } from '../../../components/ui/load-error';
import { PageControls } from '../../../components/ui/page-controls';
import { Spinner } from '../../../components/ui/spinner';
import { PhotoGroupSection } from './photo-group-section';
import type { PhotoActions } from './photo-table';

/** The results heading: focus lands here when a change removes the control that had it. */
export const RESULTS_HEADING_ID = 'photo-results-heading';

/** A stable id for a group's heading (e-mails may hold characters ids should not). */
export function groupHeadingId(clientEmail: string): string {
  return `photo-group-${clientEmail.replace(/[^a-zA-Z0-9_-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`)}`;
}

interface PhotoGroupsViewProps extends PhotoActions {
  search: string;
  data: Page<FurniturePhotoGroup> | undefined;
  isPending: boolean;
  error: unknown;
  /** A new page or search is loading while the previous one shows. */
  isUpdating: boolean;
  onRetry: () => void;
  onPage: (page: number) => void;
  onLink: (group: FurniturePhotoGroup) => void;
}

function resultsSummary(total: number, search: string): string {
  const emails = `${total} client ${total === 1 ? 'email' : 'emails'}`;
  return search ? `${emails} matching “${search}”` : `${emails} with photos`;
}

export function PhotoGroupsView({
  search,
  data,
  isPending,
  error,
  isUpdating,
  onRetry,
  onPage,
  onLink,
  ...actions
}: PhotoGroupsViewProps) {
  if (isPending) {
    return (
      <div className="py-12 text-center">
        <Spinner label="Loading furniture photos…" showLabel />
      </div>
    );
  }
  if (!data) {
    return <LoadError title="Error loading furniture photos" error={error} onRetry={onRetry} retryLabel="Retry" />;
  }

  return (
    <section aria-labelledby={RESULTS_HEADING_ID} aria-busy={isUpdating} className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={RESULTS_HEADING_ID} tabIndex={-1} className="scroll-mt-6 text-2xl">
          Photos by client
        </h2>
        <p role="status" className="text-muted">
          {isUpdating ? 'Updating…' : resultsSummary(data.total, search)}
        </p>
      </div>
      {error ? (
        <LoadError title="Error loading furniture photos" error={error} onRetry={onRetry} retryLabel="Retry" />
      ) : null}
      {data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white px-6 py-12 text-center">
          <ImageOff aria-hidden className="size-10 text-brand-700" />
          <p className="text-lg font-bold">No furniture photos found.</p>
          {search ? <p className="text-muted">Try another email address, or clear the search.</p> : null}
        </div>
      ) : (
        data.items.map((group) => (
          <PhotoGroupSection
            key={group.clientEmail}
            group={group}
            headingId={groupHeadingId(group.clientEmail)}
            onLink={onLink}
            {...actions}
          />
        ))
      )}
      <PageControls
        page={data.page}
        total={data.total}
        pageSize={data.pageSize}
        label="Client email pages"
        onPage={onPage}
        busy={isUpdating}
      />
    </section>
  );
}
