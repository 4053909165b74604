import { Link } from 'wouter';

/** "View #12" to the appointment's detail page, or "No appointment". */
export function AppointmentCell({ appointmentId }: { appointmentId: number | null }) {
  if (appointmentId === null) return <span className="whitespace-nowrap text-muted">No appointment</span>;
  return (
    <Link
      href={`/admin/appointments/${appointmentId}`}
      className="inline-flex min-h-11 items-center font-bold whitespace-nowrap underline"
    >
      View #{appointmentId}
    </Link>
  );
}
