import { propertyAddress, propertyName, PROPERTY_CHECK_SERVICE, type Locale } from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import type { ClientCaller } from '../circle/index.js';
import type { PropertyRow } from '../home-watch/index.js';
import { submitContactRequest } from './contact-submissions.js';
import type { ServiceContext } from '../service-context.js';

/**
 * "Ask for home checks" from a property's page (docs/home-watch.md, "Asking for home checks"): an
 * ordinary request to the office for the property-check service, in the owner's name and e-mail, the
 * house as its place and the phone the office has for the owner, so the office hears of it and
 * tracks it like any request, and the owner gets the usual confirmation. Its text is in the language
 * of the page it was asked from (the client reads it on their request's page); the owner's note is
 * kept as typed. A trusted contact with the `act` right asks on the owner's behalf (recorded so).
 */
export async function askForHomeChecks(
  ctx: ServiceContext,
  caller: ClientCaller,
  property: PropertyRow,
  note: string | null,
  language: Locale,
): Promise<{ requestId: number }> {
  const owner = caller.client;
  const contact = await ctx.repos.propertySummaries.clientContact(owner.id);
  const intl = mailIntl(language);
  const address = propertyAddress(property);
  const message = [
    intl.t('home-checks.message', { property: propertyName(property), address }),
    ...(note ? [intl.t('home-checks.note', { note })] : []),
  ].join('\n');
  const request = await submitContactRequest(
    ctx,
    {
      kind: 'portal',
      firstName: owner.firstName,
      lastName: owner.lastName,
      email: owner.email,
      phone: contact?.phone ?? '',
      serviceInterest: PROPERTY_CHECK_SERVICE,
      message,
      newsletter: false,
    },
    caller,
    language,
    { location: address },
  );
  return { requestId: request.id };
}
