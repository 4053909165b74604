import { slotValue, type SlotAnswer } from '@ta/shared';
import { useLocale } from '../../i18n/i18n-provider';
import { useT } from '../../i18n/use-t';
import { formatDayHeading, formatTimeRange } from '../../lib/appointment-format';

/**
 * The open times of a service as plain radio buttons, one group per day (docs/booking.md): a real list
 * a keyboard, a screen reader and a form without JavaScript all use. Each choice reads "9:00 AM to
 * 12:00 PM" under the day's heading; the value is "yyyy-MM-ddTHH:mm" (slotPickSchema). Large targets
 * (the whole row is the label, 48 px high). With `onChange` it is controlled; without, it is a
 * plain form field named `name`.
 */
export function SlotList({
  answer,
  name = 'slot',
  value,
  onChange,
  describedBy,
}: {
  answer: SlotAnswer;
  name?: string;
  value?: string | undefined;
  onChange?: (value: string) => void;
  describedBy?: string;
}) {
  const t = useT();
  const locale = useLocale();
  if (answer.days.length === 0) {
    return <p className="rounded-md border border-line bg-sand p-4 text-lg">{t('booking.no-slots')}</p>;
  }
  return (
    <div className="space-y-6" data-testid="slot-list">
      {answer.days.map((day) => (
        <fieldset key={day.date} className="space-y-2" aria-describedby={describedBy}>
          <legend className="mb-2 text-lg font-semibold">{formatDayHeading(day.date, locale)}</legend>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {day.slots.map((slot) => {
              const id = `${name}-${slot.date}-${slot.start.replace(':', '')}`;
              const slotId = slotValue(slot);
              return (
                <li key={slotId}>
                  <label
                    htmlFor={id}
                    className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md border-2 border-field bg-white px-4 py-2 text-lg has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:outline-4 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
                  >
                    <input
                      id={id}
                      type="radio"
                      name={name}
                      value={slotId}
                      className="size-6 shrink-0 accent-brand-700"
                      {...(onChange
                        ? { checked: value === slotId, onChange: () => onChange(slotId) }
                        : { defaultChecked: value === slotId })}
                    />
                    <span>{formatTimeRange(slot.start, slot.end, locale)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
