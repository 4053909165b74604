import type { ServiceType } from '@ta/shared';

export interface ServicePrefill {
  /** The preselected service's id as the select holds it, or '' for none. */
  serviceTypeId: string;
  message: string;
}

interface QueryValue {
  /** Matched case-insensitively against the service names. */
  nameContains: string;
  message?: string;
}

/** The `service` query values that other pages link with. */
const QUERY_VALUES: Record<string, QueryValue> = {
  appointment: { nameContains: 'appointment' },
  furniture: { nameContains: 'furniture' },
  reschedule: {
    nameContains: 'reschedule',
    message: 'I would like to move my upcoming appointment to a new date or time.',
  },
  similar: {
    nameContains: 'similar',
    message: 'I would like to book another appointment like one I had before.',
  },
  seasonal: {
    nameContains: 'seasonal property management',
    message:
      'I will be away from Florida for the season and would like regular checks on my home while I am gone. ' +
      'Please contact me to set up a schedule.',
  },
  'seasonal-return': {
    nameContains: 'return home preparation',
    message:
      'I am coming back to Florida soon and would like my home made ready before I arrive. ' +
      'Please contact me to plan the preparation.',
  },
};

/**
 * What the form starts with for `?service=…`: the first service whose name contains the value
 * (any other value is matched the same way), and a starting message for some values.
 */
export function servicePrefill(service: string | null, serviceTypes: readonly ServiceType[]): ServicePrefill {
  const value = (service ?? '').trim().toLowerCase();
  if (!value) return { serviceTypeId: '', message: '' };
  const known = Object.hasOwn(QUERY_VALUES, value) ? QUERY_VALUES[value] : undefined;
  const needle = known?.nameContains ?? value;
  const match = serviceTypes.find((type) => type.name.toLowerCase().includes(needle));
  return { serviceTypeId: match ? String(match.id) : '', message: known?.message ?? '' };
}
