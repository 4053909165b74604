import { defaultBusiness } from '@ta/shared';
import { LEGAL_LAST_UPDATED } from './legal-document';

/** The business's details the legal texts name ({name}, {address}, {areas}, {email}), in a language. */
export function legalValues(localeTag: string): Record<string, string> {
  const business = defaultBusiness;
  return {
    name: business.name,
    address: business.addressLine,
    areas: new Intl.ListFormat(localeTag).format(business.serviceAreas),
    email: business.email,
  };
}

/** "May 16, 2025" or "16 de mayo de 2025": the day the documents last changed. */
export function legalLastUpdated(localeTag: string): string {
  return new Intl.DateTimeFormat(localeTag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${LEGAL_LAST_UPDATED}T00:00:00Z`),
  );
}
