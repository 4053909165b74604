import {
  addDaysToDate,
  BOOKING_MESSAGES,
  businessToday,
  lastBookableDay,
  SERVICE_COUNTIES,
  SLOT_PAGE_DAYS,
  type OpenDay,
  type OpenSlot,
  type SlotAnswer,
  type SlotQueryInput,
} from '@ta/shared';
import { badRequest, notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../service-context.js';
import type { BookingService } from './booking-queries.js';

/**
 * The county a visit is booked for (docs/booking.md, "Picking a time"): none for a service at the
 * business's place; for a visit at home one is needed (400 otherwise). A county the business does
 * not serve is kept as given: it matches no staff member, so no time is offered and the page asks
 * for a call, since travel fees may apply.
 */
export function bookingCounty(service: BookingService, county: string | undefined): string | null {
  if (!service.atHome) return null;
  if (!county) throw badRequest('county_required', { county: BOOKING_MESSAGES.countyRequired });
  return county;
}

export const servesCounty = (county: string | null) => county === null || SERVICE_COUNTIES.includes(county);

/** The days a picker page shows: from `from` (today when earlier or missing), a page unless asked otherwise. */
export function slotWindow(query: { from?: string | undefined; days?: number | undefined }, now: Date) {
  const today = businessToday(now);
  return { from: query.from && query.from > today ? query.from : today, days: query.days ?? SLOT_PAGE_DAYS };
}

/**
 * The picker's answer: the service's rules, the window and its open days, staff never named. `leaveOut`
 * is a time not to offer (the visit's own, when moving it); a day left without a time is dropped.
 */
export function toSlotAnswer(
  service: BookingService,
  window: { from: string; days: number },
  open: readonly OpenDay[],
  now: Date,
  leaveOut?: { date: string; start: string },
): SlotAnswer {
  const offered = (slot: OpenSlot) => !leaveOut || slot.date !== leaveOut.date || slot.start !== leaveOut.start;
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
    from: window.from,
    to: addDaysToDate(window.from, window.days - 1),
    lastBookableDay: lastBookableDay(service, now),
    days: open
      .map((day) => ({
        date: day.date,
        slots: day.slots.filter(offered).map(({ date, start, end }) => ({ date, start, end })),
      }))
      .filter((day) => day.slots.length > 0),
  };
}

/** The open times of a service (GET /api/booking/slots). */
export async function slotAnswer(ctx: ServiceContext, query: SlotQueryInput, now: Date): Promise<SlotAnswer> {
  const service = await ctx.repos.booking.bookingService(query.serviceTypeId);
  if (!service) throw notFound('service_not_offered');
  const county = bookingCounty(service, query.county);
  const window = slotWindow(query, now);
  const open = servesCounty(county) ? await ctx.repos.booking.openDays(service, { ...window, county, now }) : [];
  return toSlotAnswer(service, window, open, now);
}
