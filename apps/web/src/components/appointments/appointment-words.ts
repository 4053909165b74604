import { useCallback } from 'react';
import { useT } from '../../i18n/use-t';
import type { MessageId } from '../../i18n/messages/en';

/** The client area's word for each appointment status; the back office keeps its own list. */
const STATUS_MESSAGES: Record<string, MessageId> = {
  scheduled: 'appointments.status.scheduled',
  pending: 'appointments.status.pending',
  confirmed: 'appointments.status.confirmed',
  approved: 'appointments.status.approved',
  'in-progress': 'appointments.status.in-progress',
  completed: 'appointments.status.completed',
  cancelled: 'appointments.status.cancelled',
};

/** A status the list does not know reads 'Unknown' rather than a raw code. */
export function clientStatusMessage(status: string): MessageId {
  return Object.hasOwn(STATUS_MESSAGES, status)
    ? (STATUS_MESSAGES[status] as MessageId)
    : 'appointments.status.unknown';
}

/**
 * Service names as the server stores them (the service list, and the portal form's choices), each
 * with its message, so a client reads them in the page's language. A name the office added later
 * shows as it was written.
 */
const SERVICE_MESSAGES: Record<string, MessageId> = {
  'Home Assistance': 'appointments.service.home-assistance',
  'Tech Support': 'appointments.service.tech-support',
  Transportation: 'appointments.service.transportation',
  'Furniture Assembly': 'appointments.service.furniture-assembly',
  'Paperwork Assistance': 'appointments.service.paperwork-assistance',
  'Notary Services': 'appointments.service.notary-services',
  'Project Management': 'appointments.service.project-management',
  'Seasonal Property Management': 'appointments.service.seasonal-property-management',
  'Return Home Preparation': 'appointments.service.return-home-preparation',
  'Meal Prep & Cooking': 'appointments.service.meal-prep',
  'Custom Service Package': 'appointments.service.custom-package',
  'Personal Assistance/Errands': 'client.service.personal-assistance',
  'Home/Tech Support': 'client.service.home-tech',
  'Administrative/Paperwork': 'client.service.administrative',
  Other: 'client.service.other',
};

/** A stored service name in the page's language; a removed service reads 'Unknown Service'. */
export function useServiceName(): (name: string | null) => string {
  const t = useT();
  return useCallback(
    (name: string | null) => {
      if (name === null) return t('appointments.service.unknown');
      return Object.hasOwn(SERVICE_MESSAGES, name) ? t(SERVICE_MESSAGES[name] as MessageId) : name;
    },
    [t],
  );
}
