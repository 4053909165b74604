import { TRUST_FIGURES, VALUE_PILLARS } from '../content/about';
import { LandingSection } from './landing-section';

/** The business's claims and value pillars, right after the hero. */
export function WhyChooseUsSection() {
  return (
    <LandingSection
      id="why-choose-us"
      eyebrow="Why choose us"
      title="Experienced, caring and close to home"
      intro={
        <p>Letting someone into your home and your paperwork takes trust. Here is why our clients give us theirs.</p>
      }
      className="bg-white"
    >
      <ul className="grid gap-5 md:grid-cols-3">
        {TRUST_FIGURES.map((item) => (
          <li key={item.figure} className="rounded-2xl bg-brand-900 p-6 text-white">
            <strong className="block text-4xl text-gold-200">{item.figure}</strong>
            <span className="mt-1 block text-lg text-brand-100">{item.label}</span>
          </li>
        ))}
      </ul>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {VALUE_PILLARS.map(({ title, description, icon: Icon }) => (
          <li key={title} className="rounded-2xl border border-line bg-canvas p-6">
            <Icon aria-hidden className="size-9 text-accent-600" />
            <h3 className="mt-3 text-xl">{title}</h3>
            <p className="mt-2 text-base text-muted">{description}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
