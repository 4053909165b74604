import type { ContactRequestReceipt, ServiceType } from '@ta/shared';
import type { MessageId } from '../../../i18n/messages/en';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { PhoneLink } from '../../../components/layouts/phone-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { useServiceTypes } from '../../../lib/service-types';
import type { SlotChoice } from '../api/slot-read';
import { servicePrefill } from '../service-prefill';
import { AppointmentRequestForm, type AppointmentFormValues } from './appointment-request-form';
import { RequestReceived } from './request-received';
import type { RescheduleTarget } from './reschedule-notice';
import { useRequestPhotos } from './use-request-photos';

function defaultValuesFor(
  who: { name: string; email: string },
  service: string | null,
  serviceTypes: readonly ServiceType[],
  reschedule: RescheduleTarget | null,
  words: (id: MessageId) => string,
  slotChoice: SlotChoice | null,
): AppointmentFormValues {
  const prefill = servicePrefill(service, serviceTypes, words);
  return {
    appointmentId: reschedule ? String(reschedule.appointmentId) : '',
    name: who.name,
    email: who.email,
    phone: '',
    // Moving an appointment: the same service, unless the link named one.
    // The list of times' choice in the URL (the form without JavaScript reloads so) comes first.
    serviceTypeId: slotChoice?.serviceTypeId || prefill.serviceTypeId || String(reschedule?.serviceTypeId ?? ''),
    message: prefill.message,
    preferredDate: '',
    preferredTime: '',
    location: '',
    slot: '',
    county: slotChoice?.county ?? '',
  };
}

interface AppointmentRequestProps {
  /** Whom the form is filled in for (lib/circle-access.ts `requestPrefill`): the account in use. */
  prefill: { name: string; email: string };
  /** The `service` query value, which preselects a service (service-prefill.ts). */
  service: string | null;
  /** The appointment to move, when the page was opened from its Request Reschedule. */
  reschedule?: RescheduleTarget | null;
  /** The service, county and first day of the list of times, from the page's URL. */
  slotChoice?: SlotChoice | null;
}

/** The request form, then the Thank You! panel with the tracking code. */
export function AppointmentRequest({
  prefill,
  service,
  reschedule = null,
  slotChoice = null,
}: AppointmentRequestProps) {
  const t = useT();
  const failureText = useErrorText();
  const serviceTypes = useServiceTypes();
  const photos = useRequestPhotos();
  const [receipt, setReceipt] = useState<ContactRequestReceipt | null>(null);
  const [startedAgain, setStartedAgain] = useState(false);

  if (receipt) {
    return (
      <RequestReceived
        receipt={receipt}
        photoCount={photos.uploaded.length}
        onSubmitAnother={() => {
          photos.reset();
          setReceipt(null);
          setStartedAgain(true);
        }}
      />
    );
  }
  if (serviceTypes.isPending) return <Spinner label={t('contact.services.loading')} showLabel />;
  if (serviceTypes.isError) {
    return (
      <Alert tone="error" title={t('contact.services.failed')}>
        <p>{failureText(serviceTypes.error)}</p>
        <p className="mt-2">
          <FormattedMessage id="contact.services.try-again" values={{ phone: <PhoneLink /> }} />
        </p>
        <Button type="button" variant="outline" className="mt-3" onClick={() => void serviceTypes.refetch()}>
          <RotateCcw aria-hidden />
          {t('ui.try-again')}
        </Button>
      </Alert>
    );
  }
  return (
    <AppointmentRequestForm
      serviceTypes={serviceTypes.data}
      defaultValues={defaultValuesFor(prefill, service, serviceTypes.data, reschedule, t, slotChoice)}
      slotsFrom={slotChoice?.from ?? ''}
      reschedule={reschedule}
      photos={photos}
      focusFirstField={startedAgain}
      onSubmitted={setReceipt}
    />
  );
}
