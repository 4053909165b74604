import { useT } from '../../../i18n/use-t';
import { EXPERIENCE_AREAS } from '../content/about';
import { ContactButton } from './contact-button';
import { LandingSection } from './landing-section';

export function AboutSection() {
  const t = useT();
  return (
    <LandingSection
      id="about"
      eyebrow={t('landing.about.eyebrow')}
      title={t('landing.about.title')}
      intro={
        <>
          <p>{t('landing.about.story')}</p>
          <p className="mt-3">{t('landing.about.lead-in')}</p>
        </>
      }
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {EXPERIENCE_AREAS.map(({ title, description, icon: Icon }) => (
          <li key={title} className="flex gap-4 rounded-2xl border border-line bg-white p-5 sm:block sm:p-6">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
              <Icon aria-hidden className="size-6" />
            </span>
            <div>
              <h3 className="text-xl sm:mt-3">{t(title)}</h3>
              <p className="mt-1 text-base text-muted">{t(description)}</p>
            </div>
          </li>
        ))}
      </ul>
      <ContactButton variant="primary" className="mt-10">
        {t('landing.about.button')}
      </ContactButton>
    </LandingSection>
  );
}
