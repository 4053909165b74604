import { defaultBusiness } from '@ta/shared';
import { Mail, Phone } from 'lucide-react';
import { useT } from '../../../i18n/use-t';
import { useOpeningHoursText } from '../../../i18n/use-opening-hours-text';

/** Who to ask about a request: the phone first (many clients would rather call), then e-mail. */
export function TrackingHelp({ headingLevel: Heading = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const t = useT();
  const openingHours = useOpeningHoursText();
  const business = defaultBusiness;
  return (
    <div className="rounded-xl bg-brand-50 p-5">
      <Heading className="text-xl">{t('tracking.help.heading')}</Heading>
      <p className="mt-1 text-base text-muted">{t('tracking.help.text', { hours: openingHours })}</p>
      <ul className="mt-3 flex flex-col gap-x-6 gap-y-1 sm:flex-row sm:flex-wrap">
        <li>
          <a
            href={`tel:${business.phoneE164}`}
            className="inline-flex min-h-11 items-center gap-2 font-bold whitespace-nowrap"
          >
            <Phone aria-hidden className="size-5 shrink-0" />
            {business.phoneDisplay}
          </a>
        </li>
        <li className="min-w-0">
          <a href={`mailto:${business.email}`} className="inline-flex min-h-11 items-center gap-2 font-bold break-all">
            <Mail aria-hidden className="size-5 shrink-0" />
            {business.email}
          </a>
        </li>
      </ul>
    </div>
  );
}
