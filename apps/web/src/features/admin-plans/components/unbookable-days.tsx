import type { UnbookablePlanDay } from '@ta/shared';
import { Link } from 'wouter';
import { formatAppointmentTime, formatDayHeading } from '../../../lib/appointment-format';

const linkClass = 'inline-flex min-h-11 items-center font-bold underline';

/** The client, by name: a link to their page in Users for those who may open it (admins), else plain. */
export function ClientName({ id, name, link }: { id: number; name: string; link: boolean }) {
  return link ? (
    <Link href={`/admin/users/${id}`} className={linkClass}>
      {name}
    </Link>
  ) : (
    <span className="font-bold">{name}</span>
  );
}

/**
 * The days no standing visit could book, soonest first as the server lists them: who, when, which
 * service and why. The office calls the client and books each by hand.
 */
export function UnbookableDays({ days, linkClients }: { days: readonly UnbookablePlanDay[]; linkClients: boolean }) {
  if (days.length === 0) {
    return <p className="text-lg">Every standing visit booked its days: there is nothing to book by hand.</p>;
  }
  return (
    <div className="space-y-3">
      <p className="text-lg">
        {days.length === 1 ? '1 day' : `${days.length} days`} could not be booked. Call the client, then book the visit
        in Appointments, for the same service and day: the plan then counts it as that day’s visit and the day leaves
        this list.
      </p>
      <ul className="space-y-3">
        {days.map((day) => (
          <li
            key={`${day.planId}-${day.day}`}
            className="space-y-1 rounded-lg border-2 border-line border-l-danger-700 bg-white p-4"
          >
            <p>
              <ClientName id={day.clientId} name={day.clientName} link={linkClients} />
            </p>
            <p className="text-lg">
              <span className="font-bold">{formatDayHeading(day.day)}</span> at {formatAppointmentTime(day.startTime)},{' '}
              {day.serviceName}
            </p>
            <p>
              <span className="font-bold">Why not booked:</span> {day.reason ?? 'No reason was given'}.
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
