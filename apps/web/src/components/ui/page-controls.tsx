import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** How many pages `total` rows make (at least one, so an empty list reads "Page 1 of 1"). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

interface PageControlsProps {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Names the list, for screen readers: "Pages of appointments". */
  label: string;
}

/** Previous / Next with "Page X of Y" under a paged list (the paging contract's `{total, page, pageSize}`). */
export function PageControls({ page, total, pageSize, onPage, label }: PageControlsProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <Button type="button" variant="outline" size="compact" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <p className="font-bold" aria-live="polite">
        Page {Math.min(page, pages)} of {pages}
      </p>
      <Button type="button" variant="outline" size="compact" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
