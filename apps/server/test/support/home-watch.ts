import type { PropertyInput } from '@ta/shared';

/** A property form as a client fills it in; `overrides` change any field. */
export function propertyBody(overrides: Partial<PropertyInput> = {}): PropertyInput {
  return {
    label: 'Naples condo',
    addressLine: '12 Gulf Shore Blvd',
    city: 'Naples',
    zip: '34102',
    county: 'Collier',
    awayFrom: '2099-01-04',
    awayUntil: '2099-03-29',
    alarmCompany: 'Sunshine Alarms, 239-555-0100',
    emergencyContacts: 'Nephew Tom, 239-555-0101',
    preferredVendors: null,
    accessNotes: null,
    clearAccessNotes: false,
    ...overrides,
  };
}
