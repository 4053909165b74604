import { Check } from 'lucide-react';
import { useT } from '../../../i18n/use-t';
import { SERVICE_CATEGORIES } from '../content/services';
import { ContactButton } from './contact-button';
import { LandingSection, useSectionWords } from './landing-section';

export function ServicesSection() {
  const t = useT();
  const words = useSectionWords('services');
  return (
    <LandingSection id="services" {...words} className="bg-sand">
      <div className="grid gap-6 md:grid-cols-2">
        {SERVICE_CATEGORIES.map(({ title, icon: Icon, services }) => (
          <article key={title} className="rounded-2xl border border-line bg-white p-6 shadow-card sm:p-7">
            <div className="flex items-center gap-4">
              <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-800 text-white">
                <Icon aria-hidden className="size-7" />
              </span>
              <h3 className="text-xl sm:text-2xl">{t(title)}</h3>
            </div>
            <ul className="mt-5 space-y-4">
              {services.map((service) => (
                <li key={service.name} className="flex gap-3">
                  <Check aria-hidden className="mt-1 size-5 shrink-0 text-success-700" />
                  <div>
                    <p className="font-bold text-brand-950">{t(service.name)}</p>
                    <p className="text-base text-muted">{t(service.description)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
      <ContactButton className="mt-10">{t('landing.services.button')}</ContactButton>
    </LandingSection>
  );
}
