import { CalendarDays } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatInstantDate, timeAgo } from '../../../lib/instant-format';
import { useHydrated } from '../../../lib/use-hydrated';

interface PostDateProps {
  /** ISO-8601 timestamp. */
  iso: string;
  className?: string;
}

/**
 * The absolute date is in the server HTML; "3 days ago" depends on the reader's clock, so it is
 * added only once the browser has hydrated (no server/browser mismatch).
 */
export function PostDate({ iso, className }: PostDateProps) {
  const hydrated = useHydrated();
  if (Number.isNaN(new Date(iso).getTime())) return null;
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 text-base text-muted', className)}>
      <CalendarDays aria-hidden className="size-5 shrink-0 text-brand-700" />
      <time dateTime={iso}>{formatInstantDate(iso)}</time>
      {hydrated ? <span>({timeAgo(iso, new Date())})</span> : null}
    </p>
  );
}
