import { Check } from 'lucide-react';
import { SERVICE_CATEGORIES } from '../content/services';
import { ContactButton } from './contact-button';
import { LandingSection } from './landing-section';

export function ServicesSection() {
  return (
    <LandingSection
      id="services"
      eyebrow="Our services"
      title="Help with the things that fill your week"
      intro={<p>Choose one service or several. If you do not see what you need, just ask.</p>}
      className="bg-sand"
    >
      <div className="grid gap-6 md:grid-cols-2">
        {SERVICE_CATEGORIES.map(({ title, icon: Icon, services }) => (
          <article key={title} className="rounded-2xl border border-line bg-white p-6 shadow-card sm:p-7">
            <div className="flex items-center gap-4">
              <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-800 text-white">
                <Icon aria-hidden className="size-7" />
              </span>
              <h3 className="text-xl sm:text-2xl">{title}</h3>
            </div>
            <ul className="mt-5 space-y-4">
              {services.map((service) => (
                <li key={service.name} className="flex gap-3">
                  <Check aria-hidden className="mt-1 size-5 shrink-0 text-success-700" />
                  <div>
                    <p className="font-bold text-brand-950">{service.name}</p>
                    <p className="text-base text-muted">{service.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
      <ContactButton className="mt-10">Discuss Your Needs</ContactButton>
    </LandingSection>
  );
}
