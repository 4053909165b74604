import { formatDistanceToNow } from 'date-fns';
import { useHydrated } from '../../../lib/use-hydrated';

const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/**
 * "3 days ago" with the date under it. The relative words depend on the reader's clock, so they are
 * added once the browser has hydrated; the server HTML has the date.
 */
export function RelativeDate({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <>
      {hydrated ? (
        <span className="block whitespace-nowrap">{formatDistanceToNow(date, { addSuffix: true })}</span>
      ) : null}
      <time dateTime={iso} className="block whitespace-nowrap text-muted">
        {longDate.format(date)}
      </time>
    </>
  );
}
