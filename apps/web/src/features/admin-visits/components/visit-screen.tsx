import { businessToday, VISIT_RUN_MESSAGES, type StaffVisit } from '@ta/shared';
import { CircleCheck, FileText, LogIn } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage, failedWith } from '../../../lib/api-client';
import { formatDayHeading } from '../../../lib/appointment-format';
import { formatInstantDateTime } from '../../../lib/instant-format';
import { useStartVisit } from '../api/start-visit';
import { visitReportPdfHref } from '../visit-links';
import { VisitChecklist } from './visit-checklist';
import { VisitHeader } from './visit-header';
import { VISIT_RESULT_WORDS } from '../../../components/home-watch/visit-badges';

/** A visit from start to finish: Start (time in), the checklist, then the report on its way (a job makes and sends it). */
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

/** "Sunday, November 29": the day without its year, as the question about moving a visit says it. */
const dayWords = (date: string) => formatDayHeading(date).replace(/, \d{4}$/, '');

/**
 * Time in. A visit planned for another day than today asks first, then starts it today and moves
 * it there, so its report gives the day the house was really checked (docs/home-watch.md).
 */
function StartPanel({ visit }: { visit: StaffVisit }) {
  const start = useStartVisit();
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLDivElement>(null);
  const today = businessToday();
  const otherDay = visit.date !== today;
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);
  const begin = (moveToToday: boolean) =>
    start.mutate(
      { id: visit.id, moveToToday },
      // The server's day decides: a page left open past midnight asks when the server does.
      {
        onError: (error) =>
          setAsking(failedWith(error, 'visit_planned_another_day', VISIT_RUN_MESSAGES.plannedAnotherDay)),
      },
    );
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
      {asking ? (
        <div
          ref={question}
          tabIndex={-1}
          role="group"
          aria-labelledby="move-question"
          className="space-y-3 rounded-xl border-2 border-accent-700 bg-accent-50 p-4"
        >
          <p id="move-question" className="text-lg font-bold">
            This visit is planned for {dayWords(visit.date)}. Start it today, {dayWords(today)}, and move it?
          </p>
          <p>The report will give today as the day of the visit.</p>
          <Button
            type="button"
            variant="accent"
            size="xl"
            className="w-full"
            disabled={start.isPending}
            onClick={() => begin(true)}
          >
            <LogIn aria-hidden />
            {start.isPending ? 'Starting…' : 'Yes, start it today'}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="xl"
            className="w-full"
            disabled={start.isPending}
            onClick={() => setAsking(false)}
          >
            No, keep it on {dayWords(visit.date)}
          </Button>
        </div>
      ) : (
        <Button
          type="button"
          variant="accent"
          size="xl"
          className="w-full"
          disabled={start.isPending}
          onClick={() => (otherDay ? setAsking(true) : begin(false))}
        >
          <LogIn aria-hidden />
          {start.isPending ? 'Starting…' : 'Start visit (time in)'}
        </Button>
      )}
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
        Visit finished: the report is on its way to the owner
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
