import type { StaffVisit } from '@ta/shared';
import { CircleCheck, FileText, LogIn } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { formatInstantDateTime } from '../../../lib/instant-format';
import { useStartVisit } from '../api/start-visit';
import { visitReportPdfHref } from '../visit-links';
import { VisitChecklist } from './visit-checklist';
import { VisitHeader } from './visit-header';
import { VISIT_RESULT_WORDS } from '../../../components/home-watch/visit-badges';

/** A visit from start to finish: Start (time in), the checklist, then the report sent. */
export function VisitScreen({ visit, userId }: { visit: StaffVisit; userId: number }) {
  return (
    <div className="space-y-6">
      <VisitHeader visit={visit} />
      {visit.state === 'planned' || visit.state === 'overdue' ? <StartPanel visit={visit} /> : null}
      {visit.state === 'in-progress' ? (
        <>
          {visit.startedAt ? <p className="text-lg">Time in: {formatInstantDateTime(visit.startedAt)}</p> : null}
          <VisitChecklist key={visit.id} visit={visit} userId={userId} />
        </>
      ) : null}
      {visit.state === 'finished' ? <FinishedPanel visit={visit} /> : null}
      {visit.state === 'cancelled' ? (
        <Alert tone="info" title="This visit was cancelled">
          There is nothing to do here.
        </Alert>
      ) : null}
    </div>
  );
}

function StartPanel({ visit }: { visit: StaffVisit }) {
  const start = useStartVisit();
  return (
    <section
      aria-labelledby="start-heading"
      className="space-y-3 rounded-2xl border-2 border-line bg-white p-4 shadow-card sm:p-5"
    >
      <h2 id="start-heading" className="text-2xl">
        Ready when you are at the house
      </h2>
      <p className="text-lg">
        {/* The checklist is copied into the visit as it starts, so it has no items to count before. */}
        Starting records the time in and opens the house's checklist.
        {visit.state === 'overdue' ? ' This visit is overdue.' : ''}
      </p>
      {start.isError ? (
        <Alert tone="error" title="The visit did not start">
          {errorMessage(start.error)}
        </Alert>
      ) : null}
      <Button
        type="button"
        variant="accent"
        size="xl"
        className="w-full"
        disabled={start.isPending}
        onClick={() => start.mutate(visit.id)}
      >
        <LogIn aria-hidden />
        {start.isPending ? 'Starting…' : 'Start visit (time in)'}
      </Button>
    </section>
  );
}

function FinishedPanel({ visit }: { visit: StaffVisit }) {
  return (
    <section
      aria-labelledby="finished-heading"
      className="space-y-3 rounded-2xl border-2 border-success-700 bg-success-50 p-4 sm:p-5"
    >
      <h2 id="finished-heading" className="flex items-center gap-2 text-2xl text-success-700">
        <CircleCheck aria-hidden className="size-7 shrink-0" />
        Report sent to the owner
      </h2>
      <dl className="space-y-1 text-lg">
        {visit.result ? (
          <div>
            <dt className="inline font-bold">Result: </dt>
            <dd className="inline">{VISIT_RESULT_WORDS[visit.result]}</dd>
          </div>
        ) : null}
        {visit.startedAt ? (
          <div>
            <dt className="inline font-bold">Time in: </dt>
            <dd className="inline">{formatInstantDateTime(visit.startedAt)}</dd>
          </div>
        ) : null}
        {visit.finishedAt ? (
          <div>
            <dt className="inline font-bold">Time out: </dt>
            <dd className="inline">{formatInstantDateTime(visit.finishedAt)}</dd>
          </div>
        ) : null}
      </dl>
      <a href={visitReportPdfHref(visit.id)} className="inline-flex min-h-11 items-center gap-2 text-lg font-bold">
        <FileText aria-hidden className="size-5" />
        Open the report (PDF)
      </a>
    </section>
  );
}
