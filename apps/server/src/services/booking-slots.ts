import {
  addDaysToDate,
  BOOKING_MESSAGES,
  businessToday,
  lastBookableDay,
  SERVICE_COUNTIES,
  SLOT_PAGE_DAYS,
  type SlotAnswer,
  type SlotQueryInput,
} from '@ta/shared';
import { badRequest, notFound } from '../lib/http-errors.js';
import type { Repositories } from '../plugins/app/repositories.js';
import type { BookingService } from '../repositories/booking-queries.js';

/**
 * The county a visit is booked for (docs/booking.md, "Picking a time"): none for a service at the
 * business's place; for a visit at home one is needed (400 otherwise). A county the business does
 * not serve is kept as given: it matches no staff member, so no time is offered and the page asks
 * for a call, since travel fees may apply.
 */
export function bookingCounty(service: BookingService, county: string | undefined): string | null {
  if (!service.atHome) return null;
  if (!county) throw badRequest(BOOKING_MESSAGES.countyRequired, { county: BOOKING_MESSAGES.countyRequired });
  return county;
}

export const servesCounty = (county: string | null) => county === null || SERVICE_COUNTIES.includes(county);

/**
 * The open times of a service (GET /api/booking/slots): `days` days (a page of the picker by default)
 * from `from` (today when earlier or missing). Staff are never named: only days and times.
 */
export async function slotAnswer(repos: Repositories, query: SlotQueryInput, now: Date): Promise<SlotAnswer> {
  const service = await repos.booking.bookingService(query.serviceTypeId);
  if (!service) throw notFound(BOOKING_MESSAGES.serviceNotOffered);
  const county = bookingCounty(service, query.county);
  const today = businessToday(now);
  const from = query.from && query.from > today ? query.from : today;
  const days = query.days ?? SLOT_PAGE_DAYS;
  const open = servesCounty(county) ? await repos.booking.openDays(service, { from, days, county, now }) : [];
  return {
    service: {
      id: service.id,
      name: service.name,
      duration: service.duration,
      bookingMode: service.bookingMode,
      atHome: service.atHome,
      minNoticeHours: service.minNoticeHours,
      maxDaysAhead: service.maxDaysAhead,
    },
    from,
    to: addDaysToDate(from, days - 1),
    lastBookableDay: lastBookableDay(service, now),
    days: open.map((day) => ({
      date: day.date,
      slots: day.slots.map(({ date, start, end }) => ({ date, start, end })),
    })),
  };
}
