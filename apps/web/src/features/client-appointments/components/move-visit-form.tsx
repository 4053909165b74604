import { addDaysToDate, businessToday, SLOT_PAGE_DAYS, type MoveSlotAnswer, type PageFormResult } from '@ta/shared';
import { ArrowLeft, ArrowRight, CalendarClock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { SlotList } from '../../../components/booking/slot-list';
import { buttonVariants } from '../../../components/ui/button';
import { FormProblems } from '../../../components/ui/form-problems';
import { FormSubmit } from '../../../components/ui/form-submit';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatAppointmentTime, formatDayHeading, formatTimeRange } from '../../../lib/appointment-format';
import { PageFormMarker, usePageFormResult } from '../../../lib/page-form';
import { useMoveAppointment } from '../api/move-appointment';
import { changeWindowOf } from '../../../lib/change-window';

/**
 * The move page's form (docs/booking.md, "Changes by the client and the cut-off"): the visit as it is,
 * the open times as radio buttons and "Move my visit". Without JavaScript it posts to the page
 * (routes/page-forms/move-form.ts); with it, the same call through TanStack Query. Moved, My
 * Appointments says so in the page; refused (taken, too late), the message stays above the times,
 * which are read again.
 */
export function MoveVisitForm({
  id,
  answer,
  onRefused,
}: {
  id: string;
  answer: MoveSlotAnswer;
  onRefused: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const hintId = useId();
  const [, navigate] = useLocation();
  const posted = usePageFormResult('appointment-move');
  const [refusal, setRefusal] = useState<PageFormResult | null>(null);
  const move = useMoveAppointment(id);
  const result = refusal ?? posted;
  const { appointment } = answer;
  const until = changeWindowOf(appointment, new Date());
  const today = businessToday();
  const back = addDaysToDate(answer.from, -SLOT_PAGE_DAYS);
  const earlier = back < today ? today : back;
  const later = addDaysToDate(answer.to, 1);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const slot = new FormData(event.currentTarget).get('slot');
    move.mutate(typeof slot === 'string' ? slot : '', {
      onSuccess: () => navigate(`/appointments?moved=${id}`),
      onError: (error) => {
        setRefusal({
          form: 'appointment-move',
          values: { slot: typeof slot === 'string' ? slot : '' },
          errors: error instanceof ApiError && error.fields ? error.fields : {},
          message: error instanceof ApiError && error.fields ? null : errorMessage(error),
        });
        onRefused();
      },
    });
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-6" aria-describedby={hintId}>
      <PageFormMarker id="appointment-move" />
      <p className="text-lg">
        {t('appointments.move.current', {
          day: formatDayHeading(appointment.appointmentDate, locale),
          time: formatTimeRange(appointment.startTime, appointment.endTime, locale),
        })}
        {until?.kind === 'online' ? (
          <>
            {' '}
            {t('appointments.move.until', {
              day: formatDayHeading(until.date, locale),
              time: formatAppointmentTime(until.time, locale),
            })}
          </>
        ) : null}
      </p>
      <FormProblems result={result} title={t('appointments.move.not-moved')} />
      <div className="space-y-3">
        <h2 className="text-2xl">{t('appointments.move.pick')}</h2>
        <p id={hintId} className="text-lg text-muted">
          {t('appointments.move.pick-hint')}
        </p>
        <SlotList
          answer={answer}
          value={typeof result?.values.slot === 'string' ? result.values.slot : undefined}
          describedBy={hintId}
        />
      </div>
      <nav aria-label={t('appointments.move.pages')} className="flex flex-wrap justify-between gap-3">
        {answer.from > today ? (
          <Link href={`/appointments/${id}/move?from=${earlier}`} className={buttonVariants({ variant: 'outline' })}>
            <ArrowLeft aria-hidden />
            {t('appointments.move.earlier')}
          </Link>
        ) : (
          <span />
        )}
        {later <= answer.lastBookableDay ? (
          <Link href={`/appointments/${id}/move?from=${later}`} className={buttonVariants({ variant: 'outline' })}>
            {t('appointments.move.later')}
            <ArrowRight aria-hidden />
          </Link>
        ) : null}
      </nav>
      <FormSubmit
        failure={null}
        failureTitle={t('appointments.move.not-moved')}
        action={t('appointments.move.submit')}
        pendingAction={t('appointments.move.moving')}
        pending={move.isPending}
        icon={CalendarClock}
        disabled={answer.days.length === 0}
      />
    </form>
  );
}
