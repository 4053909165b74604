import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface PageControlsProps {
  page: number;
  pageCount: number;
  /** What the pages hold, for screen readers: "Client e-mail pages". */
  label: string;
  onPage: (page: number) => void;
  /** True while the next page loads: the buttons wait. */
  busy?: boolean;
}

/** Previous / Next with "Page X of Y" (the paging contract of every back-office list). */
export function PageControls({ page, pageCount, label, onPage, busy = false }: PageControlsProps) {
  if (pageCount <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="grid grid-cols-2 items-center gap-3 sm:flex sm:justify-between">
      <Button variant="outline" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <p className="order-first col-span-2 text-center font-bold sm:order-none" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button
        variant="outline"
        disabled={busy || page >= pageCount}
        onClick={() => onPage(page + 1)}
        className="justify-self-end"
      >
        Next
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
