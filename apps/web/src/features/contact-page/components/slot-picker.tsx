import { addDaysToDate, BOOKING_MESSAGES, businessToday, SERVICE_COUNTIES, SLOT_PAGE_DAYS } from '@ta/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { SlotList } from '../../../components/booking/slot-list';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorText } from '../../../lib/error-text';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { failedWith, withQuery } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { useOpenSlots } from '../api/booking-slots';
import type { SlotChoice } from '../api/slot-read';

/** The county choice's value for a county the business does not serve: no times, a call instead. */
export const OTHER_COUNTY = 'other';

/** The county of a visit at home: the counties served, and "another county". */
export function CountySelect(props: ComponentProps<'select'>) {
  const t = useT();
  return (
    <NativeSelect {...props}>
      <option value="">{t('booking.county.choose')}</option>
      {SERVICE_COUNTIES.map((county) => (
        <option key={county} value={county}>
          {t('booking.county.name', { county })}
        </option>
      ))}
      <option value={OTHER_COUNTY}>{t('booking.county.other')}</option>
    </NativeSelect>
  );
}

interface SlotPickerProps {
  serviceTypeId: string;
  /** Whether the chosen service is a visit at home (the county comes first) and how it is booked. */
  atHome?: boolean | undefined;
  bookingMode?: 'hold' | 'instant' | 'call' | undefined;
  county: string;
  /** The county select, registered with the form. */
  countyField: ComponentProps<'select'>;
  countyError?: string | undefined;
  slot: string | undefined;
  onSlot: (value: string | undefined) => void;
  slotError?: string | undefined;
  /** The first day shown when the page opened (its URL's `from`). */
  initialFrom?: string;
}

/**
 * "Pick a time that suits you" (docs/booking.md, "Picking a time"): the open times of the chosen
 * service, SLOT_PAGE_DAYS days at a time, or the choice to give a preferred date and time instead (the
 * fields below the list). For a visit at home the county comes first; another county gets no times
 * (travel fees may apply: we call). A service arranged by phone shows no list.
 */
export function SlotPicker({
  serviceTypeId,
  atHome: serviceAtHome,
  bookingMode,
  county,
  countyField,
  countyError,
  slot,
  onSlot,
  slotError,
  initialFrom = '',
}: SlotPickerProps) {
  const t = useT();
  const failureText = useErrorText();
  const hydrated = useHydrated();
  const localePath = useLocalePath();
  const [from, setFrom] = useState(initialFrom);
  const [mode, setMode] = useState<'pick' | 'preferred'>('pick');
  const choice: SlotChoice | null = serviceTypeId ? { serviceTypeId, county, from } : null;
  // A visit at home is not looked up before its county is chosen (the server would refuse it).
  const waitsForCounty = serviceAtHome === true && county === '';
  const slots = useOpenSlots(mode === 'pick' && !waitsForCounty && bookingMode !== 'call' ? choice : null);
  if (!choice) return <p className="text-lg text-muted">{t('booking.pick.choose-service')}</p>;

  const answer = slots.data;
  const countyMissing = waitsForCounty || failedWith(slots.error, 'county_required', BOOKING_MESSAGES.countyRequired);
  const atHome = serviceAtHome ?? answer?.service.atHome ?? countyMissing;
  const callOnly = (bookingMode ?? answer?.service.bookingMode) === 'call';
  const anotherCounty = atHome && county !== '' && !SERVICE_COUNTIES.includes(county);
  const today = businessToday();
  const page = (days: number) => {
    onSlot(undefined);
    setFrom(addDaysToDate(answer?.from ?? today, days));
  };
  // Without JavaScript the pages of days are links that reload the page with the list for those days.
  const pageButton = (days: number, label: string) =>
    hydrated ? (
      <Button type="button" variant="outline" onClick={() => page(days)}>
        {days < 0 ? <ChevronLeft aria-hidden /> : null}
        {label}
        {days > 0 ? <ChevronRight aria-hidden /> : null}
      </Button>
    ) : (
      <Button asChild variant="outline">
        <a
          href={localePath(
            withQuery('/contact', { serviceTypeId, county, from: addDaysToDate(answer?.from ?? today, days) }),
          )}
        >
          {label}
        </a>
      </Button>
    );

  if (callOnly) {
    return <p className="rounded-md border border-line bg-sand p-4 text-lg">{t('booking.pick.call-only')}</p>;
  }
  return (
    <fieldset className="space-y-4">
      <legend className="text-xl font-semibold">{t('booking.pick.heading')}</legend>
      {hydrated ? (
        <div className="space-y-2">
          {(['pick', 'preferred'] as const).map((value) => (
            <label
              key={value}
              className="flex min-h-12 cursor-pointer items-center gap-3 text-lg has-[:focus-visible]:outline-4 has-[:focus-visible]:outline-focus"
            >
              <input
                type="radio"
                name="when"
                value={value}
                checked={mode === value}
                onChange={() => {
                  setMode(value);
                  if (value === 'preferred') onSlot(undefined);
                }}
                className="size-6 shrink-0 accent-brand-700"
              />
              {t(value === 'pick' ? 'booking.pick.mode-pick' : 'booking.pick.mode-preferred')}
            </label>
          ))}
        </div>
      ) : (
        <p className="text-lg text-muted">{t('booking.pick.no-script-note')}</p>
      )}
      {mode === 'preferred' ? (
        <p className="text-lg text-muted">{t('booking.pick.preferred-note')}</p>
      ) : (
        <>
          {atHome && hydrated ? (
            <FormField label={t('booking.county.label')} hint={t('booking.county.hint')} error={countyError}>
              <CountySelect
                {...countyField}
                onChange={(event) => {
                  onSlot(undefined);
                  void countyField.onChange?.(event);
                }}
              />
            </FormField>
          ) : null}
          {anotherCounty ? (
            <Alert tone="info" title={t('booking.county.other-title')}>
              <p>{t('booking.county.other-note')}</p>
            </Alert>
          ) : countyMissing && county === '' ? (
            <p className="text-lg text-muted">{t('booking.pick.county-first')}</p>
          ) : slots.isPending && !hydrated ? (
            <p className="text-lg text-muted">{t('booking.pick.county-first')}</p>
          ) : slots.isPending ? (
            <Spinner label={t('booking.pick.loading')} showLabel />
          ) : slots.isError && !countyMissing ? (
            <Alert tone="error" title={t('booking.pick.failed')}>
              <p>{failureText(slots.error)}</p>
            </Alert>
          ) : answer ? (
            <div className="space-y-4" aria-busy={slots.isFetching}>
              <p id="slot-pick-note" className="text-base text-muted">
                {t('booking.pick.note', { days: SLOT_PAGE_DAYS })}
              </p>
              <SlotList answer={answer} value={slot} onChange={onSlot} describedBy="slot-pick-note" />
              <FieldError id="slot-error" error={slotError} />
              <div className="flex flex-wrap gap-3">
                {answer.from > today ? pageButton(-SLOT_PAGE_DAYS, t('booking.pick.earlier')) : null}
                {answer.to < answer.lastBookableDay ? pageButton(SLOT_PAGE_DAYS, t('booking.pick.later')) : null}
              </div>
            </div>
          ) : null}
        </>
      )}
    </fieldset>
  );
}
