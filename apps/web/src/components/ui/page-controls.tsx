import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { Button } from './button';

/** How many pages `total` rows fill: at least one, so an empty list reads "Page 1 of 1". */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

interface PageControlsProps {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Names the list, for screen readers: "Pages of appointments". */
  label: string;
  /** True while another page loads: the buttons wait. */
  busy?: boolean;
}

/**
 * Previous / Next with "Page X of Y" under a paged list (the paging contract's `{total, page,
 * pageSize}`); nothing when everything fits on one page.
 */
export function PageControls({ page, total, pageSize, onPage, label, busy = false }: PageControlsProps) {
  const t = useT();
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <Button
        type="button"
        variant="outline"
        size="compact"
        disabled={busy || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden />
        {t('ui.previous')}
      </Button>
      <p className="font-bold" aria-live="polite">
        {t('ui.page-of', { page: Math.min(page, pages), pages })}
      </p>
      <Button
        type="button"
        variant="outline"
        size="compact"
        disabled={busy || page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('ui.next')}
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
