import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface PageControlsProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What is paged, for screen readers ("contact requests"). */
  label: string;
}

/** Previous / Next with "Page X of Y". */
export function PageControls({ page, pages, onPage, label }: PageControlsProps) {
  return (
    <nav aria-label={`Pages of ${label}`} className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" size="compact" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <p className="font-bold" aria-live="polite">
        Page {page} of {pages}
      </p>
      <Button variant="outline" size="compact" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
