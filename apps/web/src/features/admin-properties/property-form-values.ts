import type { Property } from '@ta/shared';

/**
 * The property form's fields, as the inputs hold them (text, and the remove box's flag). `clientId` is
 * chosen on New property only (a select's value, '' until chosen); the edit schema leaves it out.
 */
export interface PropertyFormValues {
  clientId: string;
  label: string;
  addressLine: string;
  city: string;
  zip: string;
  county: string;
  awayFrom: string;
  awayUntil: string;
  alarmCompany: string;
  emergencyContacts: string;
  preferredVendors: string;
  /** Always empty when the form opens: the notes on file are never sent to these pages. */
  accessNotes: string;
  clearAccessNotes: boolean;
}

export function newPropertyValues(): PropertyFormValues {
  return {
    clientId: '',
    label: '',
    addressLine: '',
    city: '',
    zip: '',
    county: '',
    awayFrom: '',
    awayUntil: '',
    alarmCompany: '',
    emergencyContacts: '',
    preferredVendors: '',
    accessNotes: '',
    clearAccessNotes: false,
  };
}

/** A saved property in the form: its fields, the access notes left blank (blank keeps them). */
export function propertyFormValues(property: Property): PropertyFormValues {
  return {
    clientId: String(property.clientId),
    label: property.label ?? '',
    addressLine: property.addressLine,
    city: property.city,
    zip: property.zip,
    county: property.county,
    awayFrom: property.awayFrom ?? '',
    awayUntil: property.awayUntil ?? '',
    alarmCompany: property.alarmCompany ?? '',
    emergencyContacts: property.emergencyContacts ?? '',
    preferredVendors: property.preferredVendors ?? '',
    accessNotes: '',
    clearAccessNotes: false,
  };
}
