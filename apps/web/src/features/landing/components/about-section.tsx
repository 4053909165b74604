import { VALUE_PILLARS } from '../content/about';
import { ContactButton } from './contact-button';
import { LandingSection } from './landing-section';

export function AboutSection() {
  return (
    <LandingSection
      id="about"
      eyebrow="About us"
      title="A local team that treats you like family"
      intro={
        <p>
          We are neighbors who help neighbors. Our team brings together nurses, veterans-affairs experience, IT know-how
          and a love of getting paperwork in order, so one phone call covers a lot of ground.
        </p>
      }
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {VALUE_PILLARS.map(({ title, description, icon: Icon }) => (
          <li key={title} className="rounded-2xl bg-white p-6 shadow-card">
            <Icon aria-hidden className="size-9 text-accent-600" />
            <h3 className="mt-3 text-xl">{title}</h3>
            <p className="mt-2 text-base text-muted">{description}</p>
          </li>
        ))}
      </ul>
      <ContactButton variant="primary" className="mt-10">
        Get to Know Us Better
      </ContactButton>
    </LandingSection>
  );
}
