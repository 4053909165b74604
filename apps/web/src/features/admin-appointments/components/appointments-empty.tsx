import { CalendarX2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** An empty day or week shows this, never sample appointments. */
export function AppointmentsEmpty({
  week,
  filtered,
  onClear,
}: {
  week: boolean;
  filtered: boolean;
  onClear: () => void;
}) {
  return (
    <div className="rounded-2xl border-2 border-dashed border-line bg-white p-8 text-center">
      <CalendarX2 aria-hidden className="mx-auto size-10 text-brand-700" />
      <p className="mt-3 text-xl font-bold">No appointments scheduled for this {week ? 'week' : 'date'}.</p>
      {filtered ? (
        <>
          <p className="mt-1 text-muted">The search or status filter may be hiding some.</p>
          <Button type="button" variant="outline" className="mt-4" onClick={onClear}>
            Show all appointments
          </Button>
        </>
      ) : null}
    </div>
  );
}
