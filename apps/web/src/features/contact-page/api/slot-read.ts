import { withQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';

/**
 * GET /api/booking/slots for the Request an Appointment page (docs/booking.md, "Picking a time"): the
 * service, the county of a visit at home and the first day, as strings from the page's URL or its
 * form. This file names no zod code: the page's route reads it before the form's code arrives.
 */
export interface SlotChoice {
  serviceTypeId: string;
  county: string;
  from: string;
}

export const slotsPath = (choice: SlotChoice) =>
  withQuery('/api/booking/slots', { serviceTypeId: choice.serviceTypeId, county: choice.county, from: choice.from });

export const slotsKey = (choice: SlotChoice) => queryKeys.bookingSlots(choice);

/** The choice in /contact?serviceTypeId=..&county=..&from=.. (the form without JavaScript reloads so). */
export function slotChoiceOf(search: URLSearchParams): SlotChoice | null {
  const serviceTypeId = search.get('serviceTypeId') ?? '';
  if (!/^\d{1,9}$/.test(serviceTypeId)) return null;
  const from = search.get('from') ?? '';
  return {
    serviceTypeId,
    county: (search.get('county') ?? '').slice(0, 60),
    from: /^\d{4}-\d{2}-\d{2}$/.test(from) ? from : '',
  };
}

/** The server lists the open times in the page's HTML when the URL names a service. */
export function slotsRead(search: URLSearchParams): ServerRead | null {
  const choice = slotChoiceOf(search);
  return choice ? { queryKey: slotsKey(choice), path: slotsPath(choice) } : null;
}
