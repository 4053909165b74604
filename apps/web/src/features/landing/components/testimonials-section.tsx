import { defaultBusiness, LOCALE_TAGS } from '@ta/shared';
import { Languages, MapPin, Quote } from 'lucide-react';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { TESTIMONIAL_SERVICE_LABELS } from '../content/testimonial-services';
import { LandingSection } from './landing-section';

/**
 * What clients say, from the business content module (the owner edits the list there). The quotes
 * are the clients' own words, in English, and are never translated: on a page in another language
 * each one is marked as English (so a screen reader reads it with an English voice) and a line says
 * so. Only the labels around them follow the page's language.
 */
export function TestimonialsSection() {
  const { testimonials } = defaultBusiness;
  const t = useT();
  const locale = useLocale();
  if (testimonials.length === 0) return null;
  const quoteLang = locale === 'en' ? undefined : LOCALE_TAGS.en;
  return (
    <LandingSection
      id="testimonials"
      eyebrow={t('landing.testimonials.eyebrow')}
      title={t('landing.testimonials.title')}
      intro={
        <>
          <p>{t('landing.testimonials.intro')}</p>
          {quoteLang ? (
            <p className="mt-2 flex items-center gap-2 text-base">
              <Languages aria-hidden className="size-5 shrink-0" />
              {t('landing.testimonials.in-english')}
            </p>
          ) : null}
        </>
      }
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((item) => {
          const serviceLabel = TESTIMONIAL_SERVICE_LABELS[item.service];
          return (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-card sm:p-7">
                <Quote aria-hidden className="size-9 text-accent-600" />
                <blockquote lang={quoteLang} className="mt-3 flex-1 text-lg text-ink">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-5 border-t border-line pt-4">
                  <span className="block text-lg font-bold text-brand-950">{item.name}</span>
                  <span className="flex items-center gap-1.5 text-base text-muted">
                    <MapPin aria-hidden className="size-4 shrink-0" />
                    {item.place}
                  </span>
                  <span
                    lang={serviceLabel ? undefined : quoteLang}
                    className="mt-2 inline-block rounded-lg bg-brand-50 px-3 py-0.5 text-base font-bold text-brand-800"
                  >
                    {serviceLabel ? t(serviceLabel) : item.service}
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
