import { defaultBusiness } from '@ta/shared';
import { Clock, Mail, MapPin } from 'lucide-react';
import { PhoneLink } from '../../../components/layouts/phone-link';
import { useT } from '../../../i18n/use-t';
import { useOpeningHoursText } from '../../../i18n/use-opening-hours-text';

/** The business's contact details from the business module, as links. */
export function LegalContactDetails() {
  const business = defaultBusiness;
  const t = useT();
  const openingHours = useOpeningHoursText();
  return (
    <address className="rounded-2xl border border-line bg-white p-5 not-italic sm:p-6">
      <p className="font-bold text-brand-950">{business.name}</p>
      <ul className="mt-2 space-y-1">
        <li>
          <PhoneLink />
        </li>
        <li>
          <a href={`mailto:${business.email}`} className="inline-flex min-h-11 items-center gap-2 font-bold break-all">
            <Mail aria-hidden className="size-5 shrink-0" />
            {business.email}
          </a>
        </li>
        <li className="flex min-h-11 items-center gap-2">
          <MapPin aria-hidden className="size-5 shrink-0 text-brand-700" />
          {business.addressLine}
        </li>
        <li className="flex min-h-11 items-center gap-2">
          <Clock aria-hidden className="size-5 shrink-0 text-brand-700" />
          {t('legal.phone-lines', { hours: openingHours })}
        </li>
      </ul>
    </address>
  );
}
