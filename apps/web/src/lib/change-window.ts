import { businessTimeOfDay, businessToday, type ClientAppointment } from '@ta/shared';

/**
 * What an upcoming visit's card says about changing it (docs/booking.md, "Changes by the client and
 * the cut-off"): until the server's `changeableUntil` it may be moved or cancelled online (the day and
 * time in the business's zone); after it, the client calls. Nothing for a visit that is not open
 * (cancelled, completed, under way: `changeableUntil` is null) or whose start has passed.
 */
export type ChangeWindow =
  { kind: 'online'; date: string; time: string; movable: boolean } | { kind: 'call'; hours: number } | null;

export function changeWindowOf(
  appointment: Pick<ClientAppointment, 'changeableUntil' | 'changeCutoffHours' | 'movable'>,
  now: Date,
): ChangeWindow {
  if (!appointment.changeableUntil) return null;
  const until = new Date(appointment.changeableUntil);
  if (Number.isNaN(until.getTime())) return null;
  if (now.getTime() < until.getTime()) {
    return {
      kind: 'online',
      date: businessToday(until),
      time: businessTimeOfDay(until),
      movable: appointment.movable === true,
    };
  }
  return { kind: 'call', hours: appointment.changeCutoffHours ?? 24 };
}

/** The page where a client picks another open time for their visit (works without JavaScript). */
export function moveHref(id: number): string {
  return `/appointments/${id}/move`;
}
