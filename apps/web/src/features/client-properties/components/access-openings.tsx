import type { AccessOpening } from '@ta/shared';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { formatInstantDateTime } from '../../../lib/instant-format';

/**
 * Every time a staff member opened the house's access codes, newest first, so the owner sees who
 * read them and when (docs/home-watch.md, "Who is given a visit").
 */
export function AccessOpenings({ openings }: { openings: AccessOpening[] }) {
  const t = useT();
  const locale = useLocale();
  if (openings.length === 0) return <p className="text-lg">{t('properties.access-openings.none')}</p>;
  return (
    <ul className="space-y-2 text-lg">
      {openings.map((opening, index) => (
        <li key={`${opening.openedAt}-${index}`} className="wrap-anywhere">
          {t('properties.access-openings.item', {
            name: opening.staffFirstName,
            when: formatInstantDateTime(opening.openedAt, locale),
          })}
        </li>
      ))}
    </ul>
  );
}
