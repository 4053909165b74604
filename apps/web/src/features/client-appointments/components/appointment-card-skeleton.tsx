import { Card } from '../../../components/ui/card';
import { useT } from '../../../i18n/use-t';

/** A grey stand-in the shape of an appointment card, shown while the list loads. */
export function AppointmentCardSkeleton() {
  return (
    <Card className="flex overflow-hidden">
      <div className="w-2 shrink-0 bg-line" />
      <div className="flex-1 space-y-4 p-5 sm:p-6">
        <div className="h-5 w-40 max-w-full rounded bg-sand" />
        <div className="h-7 w-3/4 rounded bg-sand" />
        <div className="space-y-2">
          <div className="h-5 w-56 max-w-full rounded bg-sand" />
          <div className="h-5 w-48 max-w-full rounded bg-sand" />
        </div>
        <div className="flex flex-wrap gap-3">
          <div className="h-11 w-44 rounded-lg bg-sand" />
          <div className="h-11 w-44 rounded-lg bg-sand" />
        </div>
      </div>
    </Card>
  );
}

/** Three skeleton cards; screen readers hear one message instead of the shapes. */
export function AppointmentListSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" className="space-y-5">
      <p role="status" className="sr-only">
        {t('appointments.loading')}
      </p>
      <div aria-hidden className="space-y-5 motion-safe:animate-pulse">
        <AppointmentCardSkeleton />
        <AppointmentCardSkeleton />
        <AppointmentCardSkeleton />
      </div>
    </div>
  );
}
