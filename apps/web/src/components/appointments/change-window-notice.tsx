import { defaultBusiness } from '@ta/shared';
import { useLocale } from '../../i18n/i18n-provider';
import { useT } from '../../i18n/use-t';
import { formatAppointmentTime, formatDayHeading } from '../../lib/appointment-format';
import type { ChangeWindow } from '../../lib/change-window';

/**
 * Until when the visit can be changed online, or, after the cut-off, the number to call
 * (docs/booking.md). Plain text in the card, never only a colour or a toast.
 */
export function ChangeWindowNotice({ change, id }: { change: ChangeWindow; id?: string }) {
  const t = useT();
  const locale = useLocale();
  if (!change) return null;
  if (change.kind === 'online') {
    return (
      <p id={id} className="mt-4 text-lg" data-testid="change-window">
        {t('appointments.change.until', {
          day: formatDayHeading(change.date, locale),
          time: formatAppointmentTime(change.time, locale),
        })}
      </p>
    );
  }
  return (
    <p id={id} className="mt-4 rounded-md border border-line bg-sand p-3 text-lg" data-testid="change-window">
      {t('appointments.change.call', { hours: String(change.hours) })}{' '}
      <a href={`tel:${defaultBusiness.phoneE164}`} className="font-semibold underline">
        {defaultBusiness.phoneDisplay}
      </a>
      .
    </p>
  );
}
