import { Info, Star } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { PRICING_NOTES, PRICING_PLANS } from '../content/pricing';
import { ContactButton } from './contact-button';
import { LandingSection } from './landing-section';

export function PricingSection() {
  return (
    <LandingSection
      id="pricing"
      eyebrow="Pricing"
      title="Clear prices, paid after the work is done"
      intro={<p>No hidden fees. We confirm the price with you before we start.</p>}
      className="bg-sand"
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {PRICING_PLANS.map((plan) => (
          <li
            key={plan.name}
            className={cn(
              'relative flex flex-col rounded-2xl border-2 bg-white p-7 shadow-card',
              plan.popular ? 'border-accent-600' : 'border-line',
            )}
          >
            {plan.popular ? (
              <p className="absolute -top-4 left-7 inline-flex items-center gap-1.5 rounded-full bg-accent-600 px-3 py-1 text-base font-bold text-white">
                <Star aria-hidden className="size-4" />
                Most Popular
              </p>
            ) : null}
            <h3 className="text-2xl">{plan.name}</h3>
            <p className="mt-3">
              <span className="text-4xl font-bold text-brand-900">{plan.price}</span>{' '}
              <span className="text-muted">{plan.priceNote}</span>
            </p>
            <p className="mt-3 mb-6 text-base text-muted">{plan.description}</p>
            <ContactButton variant={plan.popular ? 'accent' : 'outline'} className="mt-auto w-full">
              {plan.cta}
            </ContactButton>
          </li>
        ))}
      </ul>
      <div className="mt-8 rounded-2xl border border-line bg-white p-6">
        <h3 className="flex items-center gap-2 text-xl">
          <Info aria-hidden className="size-6 text-brand-700" />
          Good to know
        </h3>
        <ul className="mt-3 grid list-disc gap-x-8 gap-y-1 pl-6 md:grid-cols-2">
          {PRICING_NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
    </LandingSection>
  );
}
