import type { StaffAppointment } from '@ta/shared';
import { CircleAlert } from 'lucide-react';

/**
 * "Late cancellation (fee may apply)" on a visit cancelled inside the late-cancellation window (the
 * 24-hour fee rule; docs/booking.md): in words and an icon, not only a colour. Back office: English.
 */
export function LateCancellationNote({ appointment }: { appointment: StaffAppointment }) {
  if (appointment.status !== 'cancelled' || appointment.cancelledLate !== true) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-md border-2 border-danger-700 bg-danger-50 px-2 py-0.5 text-base font-bold text-danger-700">
      <CircleAlert aria-hidden className="size-5 shrink-0" />
      Late cancellation (fee may apply)
    </span>
  );
}
