import type { VisitSummary } from '@ta/shared';
import { MapPin, Play, StepForward, FileText } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { formatAppointmentTime, formatTimeRange } from '../../../lib/appointment-format';
import { cn } from '../../../lib/cn';
import { visitHref } from '../visit-links';
import { VisitStateBadge } from '../../../components/home-watch/visit-badges';

const KIND_LABELS = { routine: null, 'pre-storm': 'Pre-storm check', 'post-storm': 'Post-storm check' } as const;

function action(visit: VisitSummary) {
  switch (visit.state) {
    case 'planned':
    case 'overdue':
      return { label: 'Start', icon: Play, variant: 'accent' as const };
    case 'in-progress':
      return { label: 'Continue', icon: StepForward, variant: 'accent' as const };
    default:
      return { label: 'Open', icon: FileText, variant: 'outline' as const };
  }
}

/** One visit of the day as a large card: when, where, whose, where it stands, and Start or Continue. */
export function VisitCard({ visit }: { visit: VisitSummary }) {
  const next = action(visit);
  const kind = KIND_LABELS[visit.kind];
  const headingId = `visit-${visit.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'space-y-3 rounded-2xl border-2 bg-white p-4 shadow-card sm:p-5',
        visit.state === 'overdue' ? 'border-danger-700' : 'border-line',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xl font-bold text-brand-900">{formatTimeRange(visit.startTime, visit.endTime)}</p>
        <VisitStateBadge state={visit.state} />
      </div>
      <div className="space-y-1">
        <h2 id={headingId} className="text-2xl wrap-anywhere">
          {visit.propertyName}
        </h2>
        {kind ? <p className="font-bold text-accent-700">{kind}</p> : null}
        <p className="flex gap-2 text-lg wrap-anywhere">
          <MapPin aria-hidden className="mt-1 size-5 shrink-0 text-brand-700" />
          <span>{visit.address}</span>
        </p>
        <p className="text-lg text-muted">Owner: {visit.clientName}</p>
        {visit.staffName ? <p className="text-muted">Staff: {visit.staffName}</p> : null}
      </div>
      {visit.state === 'overdue' ? (
        <p className="font-bold text-danger-700">Overdue: not started by {formatAppointmentTime(visit.endTime)}.</p>
      ) : null}
      <p className="text-lg">
        {visit.answeredItems} of {visit.totalItems} answered
      </p>
      <Link
        href={visitHref(visit.id)}
        className={cn(buttonVariants({ variant: next.variant, size: 'xl' }), 'w-full')}
        aria-label={`${next.label}: ${visit.propertyName}`}
      >
        <next.icon aria-hidden />
        {next.label}
      </Link>
    </article>
  );
}
