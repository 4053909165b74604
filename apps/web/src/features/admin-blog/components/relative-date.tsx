import { formatInstantDate, timeAgo } from '../../../lib/instant-format';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * "3 days ago" with the date under it. The relative words depend on the reader's clock, so they are
 * added once the browser has hydrated; the server HTML has the date.
 */
export function RelativeDate({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  if (Number.isNaN(new Date(iso).getTime())) return null;
  return (
    <>
      {hydrated ? <span className="block whitespace-nowrap">{timeAgo(iso, new Date())}</span> : null}
      <time dateTime={iso} className="block whitespace-nowrap text-muted">
        {formatInstantDate(iso)}
      </time>
    </>
  );
}
