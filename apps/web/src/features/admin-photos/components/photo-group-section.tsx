import type { FurniturePhotoGroup } from '@ta/shared';
import { Link2, Mail } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { photoCountLabel, unlinkedLabel } from '../photo-list';
import { PhotoTable, type PhotoActions } from './photo-table';

interface PhotoGroupSectionProps extends PhotoActions {
  group: FurniturePhotoGroup;
  /** The heading's id, so focus can come back here after a change. */
  headingId: string;
  onLink: (group: FurniturePhotoGroup) => void;
}

/** The photos of one client e-mail: counts, Link to Appointment when some are unlinked, the table. */
export function PhotoGroupSection({ group, headingId, onLink, ...actions }: PhotoGroupSectionProps) {
  const unlinked = unlinkedLabel(group.unlinkedCount);
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-line bg-white shadow-card"
    >
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="min-w-0">
          <h3 id={headingId} tabIndex={-1} className="flex scroll-mt-6 items-start gap-2 text-xl break-all">
            <Mail aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-700" />
            {group.clientEmail}
          </h3>
          <p className="mt-1 text-muted">
            {photoCountLabel(group.photoCount)}
            {unlinked ? <span className="font-bold text-accent-700"> {unlinked}</span> : null}
          </p>
        </div>
        {group.unlinkedCount > 0 ? (
          <Button variant="outline" onClick={() => onLink(group)} className="shrink-0">
            <Link2 aria-hidden />
            Link to Appointment<span className="sr-only"> for {group.clientEmail}</span>
          </Button>
        ) : null}
      </div>
      <PhotoTable clientEmail={group.clientEmail} photos={group.photos} {...actions} />
    </section>
  );
}
