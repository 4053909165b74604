import { useT } from '../../../i18n/use-t';
import { HOW_IT_WORKS_STEPS } from '../content/steps';
import { ContactButton } from './contact-button';
import { LandingSection, useSectionWords } from './landing-section';

export function HowItWorksSection() {
  const t = useT();
  const words = useSectionWords('steps');
  return (
    <LandingSection id="how-it-works" {...words}>
      <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {HOW_IT_WORKS_STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-2xl bg-white p-6 shadow-card">
            <span
              aria-hidden
              className="inline-flex size-12 shrink-0 items-center justify-center rounded-full border-2 border-brand-700 text-xl font-bold text-brand-800"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-xl">
                <span className="sr-only">{t('landing.steps.step', { number: index + 1 })}</span>
                {t(step.title)}
              </h3>
              <p className="mt-1 text-base text-muted">{t(step.description)}</p>
            </div>
          </li>
        ))}
      </ol>
      <ContactButton variant="primary" className="mt-10">
        {t('landing.steps.button')}
      </ContactButton>
    </LandingSection>
  );
}
