import { defaultBusiness, LOCALE_TAGS, openingHourLines } from '@ta/shared';
import { Clock, MapPin } from 'lucide-react';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';

export function ServiceAreasSection() {
  const business = defaultBusiness;
  const t = useT();
  const locale = useLocale();
  return (
    <section
      id="service-areas"
      data-section
      tabIndex={-1}
      aria-labelledby="service-areas-heading"
      className="bg-brand-900 py-16 text-white outline-none focus-visible:shadow-none"
    >
      <div className="container-page grid gap-10 md:grid-cols-2">
        <div>
          <h2 id="service-areas-heading" className="text-3xl text-white sm:text-4xl">
            {t('site.where-we-help')}
          </h2>
          <p className="prose-width mt-3 text-lg text-brand-100">
            {t('landing.areas.intro', { address: business.addressLine })}
          </p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {business.serviceAreas.map((area) => (
              <li key={area} className="flex items-center gap-3 rounded-xl bg-white/10 px-4 py-3 font-bold">
                <MapPin aria-hidden className="size-6 shrink-0 text-gold-200" />
                {area}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-white p-6 text-ink sm:p-8">
          <h3 className="flex items-center gap-2 text-2xl">
            <Clock aria-hidden className="size-7 text-accent-600" />
            {t('landing.areas.hours-title')}
          </h3>
          <ul className="mt-4 divide-y divide-line text-lg">
            {openingHourLines(LOCALE_TAGS[locale]).map((line) => (
              <li key={line} className="py-3 font-bold text-brand-950">
                {line}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-muted">{t('landing.areas.phone-hours')}</p>
        </div>
      </div>
    </section>
  );
}
