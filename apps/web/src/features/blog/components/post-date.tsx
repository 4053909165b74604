import { formatDistanceToNow } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useHydrated } from '../../../lib/use-hydrated';

/** 'MMMM d, yyyy' in the business's time zone, so the server and the browser print the same day. */
const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

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
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 text-base text-muted', className)}>
      <CalendarDays aria-hidden className="size-5 shrink-0 text-brand-700" />
      <time dateTime={iso}>{longDate.format(date)}</time>
      {hydrated ? <span>({formatDistanceToNow(date, { addSuffix: true })})</span> : null}
    </p>
  );
}
