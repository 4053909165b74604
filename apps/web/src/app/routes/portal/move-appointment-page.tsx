import type { SessionUser } from '@ta/shared';
import { useSearch } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { BackLink } from '../../../components/ui/back-link';
import { Spinner } from '../../../components/ui/spinner';
import { moveSlotsRead, useMoveSlots } from '../../../features/client-appointments/api/move-appointment';
import { MoveVisitForm } from '../../../features/client-appointments/components/move-visit-form';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import type { Prefetch } from '../../../lib/server-read';
import { ClientPage } from '../../layouts/client-layout';

/** The server reads the open times (and the page of days asked for) so the page works without JavaScript. */
export const prefetch: Prefetch = (params, search) => [moveSlotsRead(params.id ?? '', search.get('from') ?? '')];

/**
 * /appointments/:id/move, "Move my visit" (docs/booking.md): the client, or a trusted contact with
 * the `act` right, picks another open time for a visit until the cut-off.
 */
export function MoveAppointmentPage({ id }: { user: SessionUser; id: string }) {
  const t = useT();
  const failureText = useErrorText();
  const from = new URLSearchParams(useSearch()).get('from') ?? '';
  const slots = useMoveSlots(id, from);

  let content;
  if (slots.isPending) {
    content = (
      <p role="status" className="flex items-center gap-3 text-lg">
        <Spinner />
        {t('appointments.move.loading')}
      </p>
    );
  } else if (slots.data === null) {
    content = <Alert tone="error">{t('appointments.move.not-found')}</Alert>;
  } else if (!slots.data) {
    content = <Alert tone="error">{failureText(slots.error)}</Alert>;
  } else {
    content = <MoveVisitForm id={id} answer={slots.data} onRefused={() => void slots.refetch()} />;
  }

  return (
    <ClientPage
      title={t('appointments.move.title')}
      description={t('appointments.move.description')}
      className="max-w-4xl space-y-6"
    >
      <BackLink href="/appointments">{t('appointments.move.back')}</BackLink>
      <h1 className="text-3xl sm:text-4xl">{t('appointments.move.title')}</h1>
      {content}
    </ClientPage>
  );
}
