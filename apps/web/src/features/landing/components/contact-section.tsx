import { defaultBusiness, LOCALE_TAGS, openingHourLines } from '@ta/shared';
import { Clock, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { useOpeningHoursText } from '../../../i18n/use-opening-hours-text';
import { LandingSection } from './landing-section';

interface ContactSectionProps {
  /** The contact form, supplied by the page (features do not import each other). */
  form: ReactNode;
}

export function ContactSection({ form }: ContactSectionProps) {
  const business = defaultBusiness;
  const t = useT();
  const openingHours = useOpeningHoursText();
  const locale = useLocale();
  return (
    <LandingSection
      id="contact"
      eyebrow={t('site.contact-us')}
      title={t('landing.contact.title')}
      intro={<p>{t('landing.contact.intro')}</p>}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)] lg:items-start">
        <div className="rounded-2xl border border-line bg-white p-4 shadow-card sm:p-8">{form}</div>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-1">
          <div className="rounded-2xl border-2 border-accent-600 bg-white p-6 shadow-card">
            <h3 className="flex items-center gap-2 text-2xl">
              <Phone aria-hidden className="size-7 text-accent-600" />
              {t('landing.contact.call-title')}
            </h3>
            <p className="mt-2 text-muted">{t('chrome.phone-hours', { hours: openingHours })}</p>
            <a
              href={`tel:${business.phoneE164}`}
              className={buttonVariants({ variant: 'accent', size: 'xl', className: 'mt-5 w-full' })}
            >
              <Phone aria-hidden />
              {business.phoneDisplay}
            </a>
          </div>
          <div className="rounded-2xl border border-line bg-white p-6 shadow-card">
            <h3 className="flex items-center gap-2 text-2xl">
              <Mail aria-hidden className="size-7 text-brand-700" />
              {t('landing.contact.write-title')}
            </h3>
            <p className="mt-2 text-muted">{t('landing.contact.write-text')}</p>
            <a
              href={`mailto:${business.email}`}
              className={buttonVariants({ variant: 'outline', size: 'lg', className: 'mt-5 w-full break-all' })}
            >
              <Mail aria-hidden />
              {business.email}
            </a>
            <p className="mt-4 flex items-start gap-2 text-base text-muted">
              <Clock aria-hidden className="mt-1 size-5 shrink-0" />
              {t('landing.contact.office-hours', { hours: openingHourLines(LOCALE_TAGS[locale]).join(', ') })}
            </p>
          </div>
        </div>
      </div>
    </LandingSection>
  );
}
