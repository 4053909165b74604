import { defaultBusiness, LOCALE_TAGS, openingHourLines } from '@ta/shared';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardTitle } from '../../../components/ui/card';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { useOpeningHoursText } from '../../../i18n/use-opening-hours-text';

export function ContactInfoCard() {
  const t = useT();
  const openingHours = useOpeningHoursText();
  const locale = useLocale();
  const business = defaultBusiness;
  return (
    <Card highlight>
      <CardContent className="space-y-4">
        <CardTitle>{t('contact.info.rather-call')}</CardTitle>
        <p className="text-base">{t('contact.info.real-person', { hours: openingHours })}</p>
        <a
          href={`tel:${business.phoneE164}`}
          className={buttonVariants({ variant: 'accent', size: 'xl', className: 'w-full' })}
        >
          <Phone aria-hidden />
          {business.phoneDisplay}
        </a>
        <dl className="space-y-3 text-base">
          <div className="flex gap-2">
            <dt>
              <Mail aria-hidden className="mt-3 size-5 text-brand-700" />
              <span className="sr-only">{t('forms.email')}</span>
            </dt>
            <dd className="min-w-0">
              <a
                href={`mailto:${business.email}`}
                className="inline-flex min-h-11 items-center font-bold [overflow-wrap:anywhere]"
              >
                {business.email}
              </a>
              <span className="block text-muted">{t('contact.info.reply')}</span>
            </dd>
          </div>
          <div className="flex gap-2">
            <dt>
              <Clock aria-hidden className="mt-1 size-5 text-brand-700" />
              <span className="sr-only">{t('contact.info.office-hours')}</span>
            </dt>
            <dd>{openingHourLines(LOCALE_TAGS[locale]).join(', ')}</dd>
          </div>
          <div className="flex gap-2">
            <dt>
              <MapPin aria-hidden className="mt-1 size-5 text-brand-700" />
              <span className="sr-only">{t('contact.info.based-in')}</span>
            </dt>
            <dd>{business.addressLine}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
