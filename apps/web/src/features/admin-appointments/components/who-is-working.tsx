import { periodsLabel, staffDayLabel, type AvailabilityDay } from '@ta/shared';
import { CalendarX2, Users } from 'lucide-react';
import { formatDayHeading } from '../../../lib/appointment-format';

function Day({ day, heading }: { day: AvailabilityDay; heading: boolean }) {
  return (
    <div className="space-y-2">
      {heading ? <h3 className="text-lg">{formatDayHeading(day.date)}</h3> : null}
      {day.holiday !== null ? (
        <p className="flex items-center gap-2 rounded-lg border-2 border-accent-700 bg-accent-50 p-3 font-bold text-accent-700">
          <CalendarX2 aria-hidden className="size-5 shrink-0" />
          Closed: {day.holiday}
        </p>
      ) : day.opening.length === 0 ? (
        <p className="font-bold">Closed</p>
      ) : (
        <p className="text-muted">Open {periodsLabel(day.opening)}</p>
      )}
      {day.staff.length === 0 ? (
        <p className="text-muted">No active staff accounts.</p>
      ) : (
        <ul className="space-y-1">
          {day.staff.map((member) => {
            const working = !member.off && member.periods.length > 0;
            return (
              <li key={member.id} className={working ? '' : 'text-muted'}>
                <span className="font-bold text-ink">{member.name}:</span> {staffDayLabel(day, member)}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** "Who is working": each staff member's hours, time off or day not worked, beside the day's visits. */
export function WhoIsWorking({ days }: { days: AvailabilityDay[] }) {
  return (
    <section
      aria-labelledby="who-is-working"
      className="space-y-4 rounded-xl border border-line bg-white p-4 shadow-card"
    >
      <h2 id="who-is-working" className="flex items-center gap-2 text-xl">
        <Users aria-hidden className="size-5 shrink-0" />
        Who is working
      </h2>
      <div className="space-y-5">
        {days.map((day) => (
          <Day key={day.date} day={day} heading={days.length > 1} />
        ))}
      </div>
    </section>
  );
}
