import { businessTimeOfDay, type JobTime } from '@ta/shared';
import { CheckCircle2, Play, Square } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { formatAppointmentTime } from '../../../lib/appointment-format';
import { cn } from '../../../lib/cn';
import { useJobTime, useJobTimeWrite } from '../api/job-time';
import { JobItemForm } from './job-item-form';
import { JobItemsList } from './job-items-list';
import { WorkTimesForm } from './work-times-form';

/** "9:02 AM": an instant as New York wall-clock time. */
export function useClock(): (iso: string) => string {
  const locale = useLocale();
  return (iso) => formatAppointmentTime(businessTimeOfDay(new Date(iso)), locale);
}

/**
 * Time on the job (docs/job-time.md): Start work and Finish work as two big buttons for the phone, the
 * times recorded and the time worked, Change times for the office, and the groceries and parts bought.
 * Staff who are not assigned (and not admins) read it without the buttons.
 */
export function JobTimePanel({ appointmentId, staffName }: { appointmentId: number; staffName: string | null }) {
  const t = useT();
  const query = useJobTime(appointmentId);

  let body;
  if (query.isPending) body = <Spinner label={t('job-time.loading')} showLabel />;
  else if (query.isError)
    body = (
      <LoadError
        title={t('job-time.load-failed')}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  else body = <JobTimeBody job={query.data} staffName={staffName} />;

  return (
    <section
      aria-labelledby="job-time-heading"
      data-testid="job-time"
      className="rounded-2xl border border-line bg-white p-4 shadow-card sm:p-6 lg:max-w-xl"
    >
      <h2 id="job-time-heading" className="mb-2 text-2xl">
        {t('job-time.heading')}
      </h2>
      {body}
    </section>
  );
}

function JobTimeBody({ job, staffName }: { job: JobTime; staffName: string | null }) {
  const t = useT();
  const clock = useClock();
  const write = useJobTimeWrite(job.appointmentId);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [changing, setChanging] = useState(false);
  const writable = job.canWrite && !job.invoiced;

  const tap = async (kind: 'start' | 'finish') => {
    setOutcome(null);
    try {
      await write.mutateAsync({ kind });
      setOutcome({ tone: 'success', text: t(kind === 'start' ? 'job-time.started-saved' : 'job-time.finished-saved') });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error) });
    }
  };

  const minutes = job.workedMinutes;
  return (
    <div className="space-y-4">
      {!job.canWrite ? (
        <p className="text-muted">
          {staffName ? t('job-time.read-only', { name: staffName }) : t('job-time.read-only-someone')}
        </p>
      ) : job.invoiced ? (
        <p className="text-muted">{t('job-time.invoiced')}</p>
      ) : (
        <p className="text-muted">{t('job-time.intro')}</p>
      )}
      <ol className="space-y-3" aria-label={t('job-time.heading')}>
        <li>
          <WorkButton
            testId="work-start"
            label={t('job-time.start')}
            state={
              job.workStartedAt
                ? t('job-time.started-at', { time: clock(job.workStartedAt) })
                : t('job-time.not-started')
            }
            done={job.workStartedAt !== null}
            ready={writable && job.workStartedAt === null}
            pending={write.isPending}
            icon={<Play aria-hidden className="size-8 shrink-0" />}
            onClick={() => void tap('start')}
          />
        </li>
        <li>
          <WorkButton
            testId="work-finish"
            label={t('job-time.finish')}
            state={
              job.workEndedAt ? t('job-time.ended-at', { time: clock(job.workEndedAt) }) : t('job-time.not-finished')
            }
            done={job.workEndedAt !== null}
            ready={writable && job.workStartedAt !== null && job.workEndedAt === null}
            pending={write.isPending}
            icon={<Square aria-hidden className="size-8 shrink-0" />}
            onClick={() => void tap('finish')}
          />
        </li>
      </ol>
      {minutes !== null ? (
        <p className="text-xl font-bold" data-testid="work-worked">
          {t('job-time.worked', {
            duration: t('job-time.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }),
          })}
        </p>
      ) : null}
      {job.workTimeByName ? (
        <p className="text-muted">{t('job-time.recorded-by', { name: job.workTimeByName })}</p>
      ) : null}
      <div aria-live="polite" data-testid="work-status">
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      </div>
      {writable ? (
        changing ? (
          <WorkTimesForm
            job={job}
            onDone={(saved) => {
              setChanging(false);
              setOutcome(saved ? { tone: 'success', text: t('job-time.change.saved') } : null);
            }}
          />
        ) : (
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="w-full sm:w-auto"
            onClick={() => setChanging(true)}
          >
            {t('job-time.change.open')}
          </Button>
        )
      ) : null}
      <JobItemsList job={job} writable={writable} />
      {writable ? <JobItemForm appointmentId={job.appointmentId} /> : null}
    </div>
  );
}

function WorkButton(props: {
  testId: string;
  label: string;
  state: string;
  done: boolean;
  ready: boolean;
  pending: boolean;
  icon: React.ReactNode;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      data-testid={props.testId}
      disabled={!props.ready || props.pending}
      onClick={props.onClick}
      className={cn(
        'flex min-h-16 w-full cursor-pointer items-center gap-4 rounded-xl border-2 px-4 py-3 text-left text-xl font-bold transition-colors disabled:cursor-not-allowed',
        props.done
          ? 'border-success-700 bg-success-50 text-success-700'
          : props.ready
            ? 'border-brand-800 bg-brand-800 text-white hover:border-brand-950 hover:bg-brand-950'
            : 'border-line bg-canvas text-muted',
      )}
    >
      {props.done ? <CheckCircle2 aria-hidden className="size-8 shrink-0" /> : props.icon}
      <span className="min-w-0">
        <span className="block">{props.label}</span>
        <span className="block text-base font-normal">{props.state}</span>
      </span>
    </button>
  );
}
