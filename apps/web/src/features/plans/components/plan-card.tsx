import {
  planChangeFormSchema,
  planPauseEndFormSchema,
  planPauseFormSchema,
  planSkipFormSchema,
  planStopFormSchema,
  type PlanDay,
  type ServicePlan,
} from '@ta/shared';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useLocale } from '../../../i18n/i18n-provider';
import { useMayUse } from '../../../lib/use-circle-right';
import { useT } from '../../../i18n/use-t';
import { formatAppointmentTime, formatDayHeading } from '../../../lib/appointment-format';
import { useServiceName } from '../../../lib/service-types';
import { useChangePlan, useEndPause, usePausePlan, useSkipPlanDay, useStopPlan } from '../api/plans';
import { PlanForm, type PlanOutcome } from './plan-form';

/** The next days shown at once; the rest behind "More visits" (a senior's phone page stays short). */
const SHOWN_DAYS = 4;

const STATE_TONE: Record<PlanDay['state'], string> = {
  booked: 'border-success-700 bg-success-50',
  skipped: 'border-line bg-sand',
  paused: 'border-line bg-sand',
  unbookable: 'border-danger-700 bg-danger-50',
  planned: 'border-line bg-white',
};

/**
 * One standing visit on the client's page (docs/service-plans.md): how often and when, its next days
 * each with what became of it in words and "Skip this one" while still before the cut-off, its pauses
 * with "End this pause", and the forms to pause, change the time or last day, and stop. A property's
 * home checks are read here only: the office arranges and changes them.
 */
export function PlanCard({ plan, onDone }: { plan: ServicePlan; onDone: (outcome: PlanOutcome) => void }) {
  const t = useT();
  const locale = useLocale();
  const serviceName = useServiceName();
  // Someone helping with the account reads the plan; only one with the `act` right changes it.
  const mayAct = useMayUse('act');
  // A property's home checks are arranged with the office: the page shows them, the office changes them.
  const officePlan = plan.propertyId !== null;
  const changes = plan.active && mayAct && !officePlan;
  const skip = useSkipPlanDay();
  const pause = usePausePlan();
  const endPause = useEndPause();
  const change = useChangePlan();
  const stop = useStopPlan();
  const day = (value: string) => formatDayHeading(value, locale);
  const time = formatAppointmentTime(plan.startTime, locale);
  const headingId = `plan-${plan.id}-heading`;
  const dayItem = (d: PlanDay) => (
    <li
      key={d.day}
      className={`flex flex-wrap items-center justify-between gap-3 rounded-lg border-2 p-3 ${STATE_TONE[d.state]}`}
    >
      <p>
        <span className="font-bold">{day(d.day)}</span>, {formatAppointmentTime(d.startTime, locale)}
        <br />
        {t(`plans.state.${d.state}`)}
      </p>
      {mayAct && d.changeable && (d.state === 'booked' || d.state === 'planned') ? (
        <PlanForm
          form="plan-skip"
          planId={plan.id}
          hidden={{ day: d.day }}
          schema={planSkipFormSchema}
          send={(v) => skip.mutateAsync({ planId: v.planId, day: v.day })}
          onDone={onDone}
          outcome="skipped"
          title={t('plans.not-skipped')}
        >
          {() => (
            <Button
              type="submit"
              variant="outline"
              disabled={skip.isPending}
              aria-label={t('plans.skip.label', { day: day(d.day) })}
            >
              {t('plans.skip')}
            </Button>
          )}
        </PlanForm>
      ) : null}
    </li>
  );

  return (
    <article
      id={`plan-${plan.id}`}
      aria-labelledby={headingId}
      className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-card"
    >
      <header className="space-y-1">
        <h2 id={headingId} className="text-2xl">
          {serviceName(plan.serviceName)}
        </h2>
        <p className="text-lg">
          {t('plans.summary', {
            repeats: t(`plans.repeats.${plan.repeats}`),
            time,
            from: day(plan.startsOn),
            to: day(plan.endsOn),
          })}
        </p>
        {officePlan ? <p className="text-lg">{t('plans.office-only', { location: plan.location ?? '' })}</p> : null}
        {plan.active ? null : <p className="text-lg font-bold">{t('plans.stopped')}</p>}
      </header>

      {plan.upcoming.length === 0 ? (
        <p>{t('plans.no-days')}</p>
      ) : (
        <section aria-label={t('plans.days.heading')} className="space-y-2">
          <h3 className="text-xl">{t('plans.days.heading')}</h3>
          <ul className="space-y-2">{plan.upcoming.slice(0, SHOWN_DAYS).map(dayItem)}</ul>
          {plan.upcoming.length > SHOWN_DAYS ? (
            <details>
              <summary className="min-h-11 cursor-pointer py-2 text-lg font-bold">
                {t('plans.days.more', { count: plan.upcoming.length - SHOWN_DAYS })}
              </summary>
              <ul className="mt-2 space-y-2">{plan.upcoming.slice(SHOWN_DAYS).map(dayItem)}</ul>
            </details>
          ) : null}
        </section>
      )}

      {plan.pauses.length > 0 ? (
        <ul className="space-y-2">
          {plan.pauses.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3">
              <p>{t('plans.pause.item', { from: day(p.firstDay), to: day(p.lastDay) })}</p>
              {changes ? (
                <PlanForm
                  form="plan-pause-end"
                  planId={plan.id}
                  hidden={{ pauseId: String(p.id) }}
                  schema={planPauseEndFormSchema}
                  send={(v) => endPause.mutateAsync(v)}
                  onDone={onDone}
                  outcome="resumed"
                  title={t('plans.failed')}
                >
                  {() => (
                    <Button type="submit" variant="outline" disabled={endPause.isPending}>
                      {t('plans.pause.end')}
                    </Button>
                  )}
                </PlanForm>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      {changes ? (
        <div className="space-y-5 border-t border-line pt-5">
          <PlanForm
            form="plan-pause"
            planId={plan.id}
            schema={planPauseFormSchema}
            send={(v) => pause.mutateAsync(v)}
            onDone={onDone}
            outcome="paused"
            title={t('plans.failed')}
            className="space-y-3"
          >
            {(field) => (
              <fieldset className="space-y-3">
                <legend className="text-xl font-bold">{t('plans.pause.heading')}</legend>
                <p>{t('plans.pause.hint')}</p>
                <div className="grid gap-3 *:min-w-0 sm:grid-cols-2">
                  <FormField label={t('plans.pause.first')} error={field('firstDay').error}>
                    <Input
                      id={field('firstDay').id}
                      name="firstDay"
                      type="date"
                      className="min-w-0"
                      defaultValue={field('firstDay').value}
                    />
                  </FormField>
                  <FormField label={t('plans.pause.last')} error={field('lastDay').error}>
                    <Input
                      id={field('lastDay').id}
                      name="lastDay"
                      type="date"
                      className="min-w-0"
                      defaultValue={field('lastDay').value}
                    />
                  </FormField>
                </div>
                <Button type="submit" disabled={pause.isPending}>
                  {t('plans.pause.submit')}
                </Button>
              </fieldset>
            )}
          </PlanForm>

          <details className="rounded-lg border border-line p-4">
            <summary className="min-h-11 cursor-pointer text-lg font-bold">{t('plans.change.heading')}</summary>
            <PlanForm
              form="plan-change"
              planId={plan.id}
              schema={planChangeFormSchema}
              send={(v) => change.mutateAsync(v)}
              onDone={onDone}
              outcome="changed"
              title={t('plans.failed')}
              className="mt-3 space-y-3"
            >
              {(field) => (
                <>
                  <div className="grid gap-3 *:min-w-0 sm:grid-cols-2">
                    <FormField label={t('plans.new.time')} error={field('startTime').error}>
                      <Input
                        id={field('startTime').id}
                        name="startTime"
                        type="time"
                        className="min-w-0"
                        defaultValue={field('startTime').value ?? plan.startTime}
                      />
                    </FormField>
                    <FormField label={t('plans.new.ends')} error={field('endsOn').error}>
                      <Input
                        id={field('endsOn').id}
                        name="endsOn"
                        type="date"
                        className="min-w-0"
                        defaultValue={field('endsOn').value ?? plan.endsOn}
                      />
                    </FormField>
                  </div>
                  <Button type="submit" disabled={change.isPending}>
                    {t('plans.change.submit')}
                  </Button>
                </>
              )}
            </PlanForm>
          </details>

          <details className="rounded-lg border border-line p-4">
            <summary className="min-h-11 cursor-pointer text-lg font-bold">{t('plans.stop.heading')}</summary>
            <PlanForm
              form="plan-stop"
              planId={plan.id}
              schema={planStopFormSchema}
              send={(v) => stop.mutateAsync(v)}
              onDone={onDone}
              outcome="stopped"
              title={t('plans.failed')}
              className="mt-3 space-y-3"
            >
              {() => (
                <>
                  <p>{t('plans.stop.note')}</p>
                  <Button type="submit" variant="outline" disabled={stop.isPending}>
                    {t('plans.stop.submit')}
                  </Button>
                </>
              )}
            </PlanForm>
          </details>
        </div>
      ) : null}
    </article>
  );
}
