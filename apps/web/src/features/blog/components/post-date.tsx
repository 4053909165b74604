import { LOCALE_TAGS } from '@ta/shared';
import { CalendarDays } from 'lucide-react';
import { useLocale } from '../../../i18n/i18n-provider';
import { cn } from '../../../lib/cn';
import { useHydrated } from '../../../lib/use-hydrated';
import { postAge, postDate } from '../post-date-format';

interface PostDateProps {
  /** ISO-8601 timestamp. */
  iso: string;
  className?: string;
}

/**
 * The absolute date is in the server HTML; "3 days ago" depends on the reader's clock, so it is
 * added only once the browser has hydrated (no server/browser mismatch). It is written in the
 * page's language, and says so, since it may sit inside a post written in another.
 */
export function PostDate({ iso, className }: PostDateProps) {
  const hydrated = useHydrated();
  const locale = useLocale();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <p lang={LOCALE_TAGS[locale]} className={cn('flex flex-wrap items-center gap-x-2 text-base text-muted', className)}>
      <CalendarDays aria-hidden className="size-5 shrink-0 text-brand-700" />
      <time dateTime={iso}>{postDate(date, locale)}</time>
      {hydrated ? <span>({postAge(date, new Date(), locale)})</span> : null}
    </p>
  );
}
