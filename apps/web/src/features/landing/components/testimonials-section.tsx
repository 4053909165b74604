import { defaultBusiness } from '@ta/shared';
import { MapPin, Quote } from 'lucide-react';
import { LandingSection } from './landing-section';

/** What clients say, from the business content module (the owner edits the list there). */
export function TestimonialsSection() {
  const { testimonials } = defaultBusiness;
  if (testimonials.length === 0) return null;
  return (
    <LandingSection
      id="testimonials"
      eyebrow="Testimonials"
      title="In our clients’ own words"
      intro={<p>A few of the neighbors we have been glad to help across Pasco, Hillsborough and Hernando.</p>}
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-card sm:p-7">
              <Quote aria-hidden className="size-9 text-accent-600" />
              <blockquote className="mt-3 flex-1 text-lg text-ink">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="mt-5 border-t border-line pt-4">
                <span className="block text-lg font-bold text-brand-950">{item.name}</span>
                <span className="flex items-center gap-1.5 text-base text-muted">
                  <MapPin aria-hidden className="size-4 shrink-0" />
                  {item.place}
                </span>
                <span className="mt-2 inline-block rounded-lg bg-brand-50 px-3 py-0.5 text-base font-bold text-brand-800">
                  {item.service}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
