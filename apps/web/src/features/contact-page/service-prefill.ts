import type { ServiceType } from '@ta/shared';
import type { MessageId } from '../../i18n/messages/en';

export interface ServicePrefill {
  /** The preselected service's id as the select holds it, or '' for none. */
  serviceTypeId: string;
  message: string;
}

interface QueryValue {
  /** Matched case-insensitively against the service names. */
  nameContains: string;
  /** The message the form starts with, in the page's language. */
  message?: MessageId;
}

/** The `service` query values that other pages link with. */
const QUERY_VALUES: Record<string, QueryValue> = {
  appointment: { nameContains: 'appointment' },
  furniture: { nameContains: 'furniture' },
  reschedule: {
    nameContains: 'reschedule',
    message: 'contact.prefill.reschedule',
  },
  similar: {
    nameContains: 'similar',
    message: 'contact.prefill.similar',
  },
  seasonal: {
    nameContains: 'seasonal property management',
    message: 'contact.prefill.seasonal',
  },
  'seasonal-return': {
    nameContains: 'return home preparation',
    message: 'contact.prefill.seasonal-return',
  },
};

/**
 * What the form starts with for `?service=…`: the first service whose name contains the value
 * (any other value is matched the same way), and a starting message for some values.
 */
export function servicePrefill(
  service: string | null,
  serviceTypes: readonly ServiceType[],
  words: (id: MessageId) => string,
): ServicePrefill {
  const value = (service ?? '').trim().toLowerCase();
  if (!value) return { serviceTypeId: '', message: '' };
  const known = Object.hasOwn(QUERY_VALUES, value) ? QUERY_VALUES[value] : undefined;
  const needle = known?.nameContains ?? value;
  const match = serviceTypes.find((type) => type.name.toLowerCase().includes(needle));
  return { serviceTypeId: match ? String(match.id) : '', message: known?.message ? words(known.message) : '' };
}
