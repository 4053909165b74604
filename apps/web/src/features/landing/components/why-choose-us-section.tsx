import { useT } from '../../../i18n/use-t';
import { TRUST_FIGURES, VALUE_PILLARS } from '../content/about';
import { LandingSection, useSectionWords } from './landing-section';

/** The business's claims and value pillars, right after the hero. */
export function WhyChooseUsSection() {
  const t = useT();
  const words = useSectionWords('why');
  return (
    <LandingSection id="why-choose-us" {...words} className="bg-white">
      <ul className="grid gap-5 md:grid-cols-3">
        {TRUST_FIGURES.map((item) => (
          <li key={item.figure} className="rounded-2xl bg-brand-900 p-6 text-white">
            <strong className="block text-4xl text-gold-200">{t(item.figure)}</strong>
            <span className="mt-1 block text-lg text-brand-100">{t(item.label)}</span>
          </li>
        ))}
      </ul>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {VALUE_PILLARS.map(({ title, description, icon: Icon }) => (
          <li key={title} className="rounded-2xl border border-line bg-canvas p-6">
            <Icon aria-hidden className="size-9 text-accent-600" />
            <h3 className="mt-3 text-xl">{t(title)}</h3>
            <p className="mt-2 text-base text-muted">{t(description)}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
