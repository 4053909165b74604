import type { StaffAvailability } from '@ta/shared';
import { daysRange, weekLines, workingPeriods } from '../availability-words';

/**
 * A staff member's availability to read (their own, on /admin/availability): hours per weekday, time
 * off ahead, services and counties. Only admins change it.
 */
export function StaffAvailabilityView({
  availability,
  serviceNames,
}: {
  availability: StaffAvailability;
  /** The names of the services, by id; null when not known to this reader. */
  serviceNames: ReadonlyMap<number, string> | null;
}) {
  const week = weekLines(workingPeriods(availability));
  const working = week.some((day) => day.periods.length > 0);
  return (
    <div className="space-y-8">
      <section aria-labelledby="own-hours" className="space-y-3">
        <h2 id="own-hours" className="text-2xl">
          Working hours
        </h2>
        {working ? null : (
          <p className="text-lg">No working hours are set, so no visits are offered online with you.</p>
        )}
        <dl className="divide-y divide-line rounded-xl border border-line bg-white">
          {week.map((day) => (
            <div key={day.weekday} className="gap-4 p-3 sm:grid sm:grid-cols-[10rem_1fr] sm:px-4">
              <dt className="font-bold">{day.name}</dt>
              <dd>{day.periods.length > 0 ? day.periods.join(', ') : 'Not working'}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="own-time-off" className="space-y-3">
        <h2 id="own-time-off" className="text-2xl">
          Time off
        </h2>
        {availability.timeOff.length === 0 ? (
          <p className="text-lg">No time off ahead.</p>
        ) : (
          <ul className="list-disc space-y-1 pl-6">
            {availability.timeOff.map((off) => (
              <li key={off.id}>
                {daysRange(off.firstDay, off.lastDay)}
                {off.note ? ` (${off.note})` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="own-services" className="space-y-3">
        <h2 id="own-services" className="text-2xl">
          Services and counties
        </h2>
        <p>
          <span className="font-bold">Services: </span>
          {availability.serviceIds.length === 0
            ? 'every service'
            : availability.serviceIds.map((id) => serviceNames?.get(id) ?? `Service ${id}`).join(', ')}
        </p>
        <p>
          <span className="font-bold">Counties: </span>
          {availability.counties.length === 0
            ? 'every county we serve'
            : availability.counties.map((c) => `${c} County`).join(', ')}
        </p>
      </section>
    </div>
  );
}
