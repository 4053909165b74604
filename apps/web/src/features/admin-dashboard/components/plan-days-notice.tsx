import { Link } from 'wouter';
import { Alert } from '../../../components/ui/alert';

/**
 * The dashboard's notice of standing visits' days no plan could book (docs/service-plans.md): how many,
 * and the way to the list where each says why. Nothing shows while every day is booked.
 */
export function PlanDaysNotice({ days }: { days: number | undefined }) {
  if (!days) return null;
  return (
    <Alert tone="info" title="Standing visits to book by hand">
      <p>
        {days === 1 ? '1 day' : `${days} days`} of clients’ standing visits could not be booked: call the client and
        book
        {days === 1 ? ' it' : ' them'} by hand.{' '}
        <Link href="/admin/plans" className="inline-flex min-h-11 items-center font-bold text-brand-800 underline">
          See the days
        </Link>
      </p>
    </Alert>
  );
}
