import { EXPERIENCE_AREAS } from '../content/about';
import { ContactButton } from './contact-button';
import { LandingSection } from './landing-section';

export function AboutSection() {
  return (
    <LandingSection
      id="about"
      eyebrow="About us"
      title="A local team that treats you like family"
      intro={
        <>
          <p>
            We are neighbors who help neighbors. Our founder came from healthcare, senior care and tech support, and
            started the business to offer the kind of steady, patient help our own families needed.
          </p>
          <p className="mt-3">Between us, one phone call covers a lot of ground:</p>
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
              <h3 className="text-xl sm:mt-3">{title}</h3>
              <p className="mt-1 text-base text-muted">{description}</p>
            </div>
          </li>
        ))}
      </ul>
      <ContactButton variant="primary" className="mt-10">
        Get to Know Us Better
      </ContactButton>
    </LandingSection>
  );
}
