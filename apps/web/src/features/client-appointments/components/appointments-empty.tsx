import { CalendarOff } from 'lucide-react';
import type { AppointmentTab } from '../appointment-tabs';

/** An empty tab: no appointments found, and which tab is empty. */
export function AppointmentsEmpty({ tab }: { tab: AppointmentTab }) {
  return (
    <div className="rounded-2xl border border-dashed border-line bg-white px-5 py-10 text-center sm:px-8">
      <CalendarOff aria-hidden className="mx-auto size-12 text-brand-700" />
      <h2 className="mt-3 text-2xl">No appointments found</h2>
      <p className="mt-2 text-lg text-muted">You don&apos;t have any {tab} appointments.</p>
    </div>
  );
}
