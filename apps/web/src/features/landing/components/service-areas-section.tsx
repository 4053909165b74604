import { defaultBusiness } from '@ta/shared';
import { Clock, MapPin } from 'lucide-react';

export function ServiceAreasSection() {
  const business = defaultBusiness;
  return (
    <section
      id="service-areas"
      data-section
      tabIndex={-1}
      aria-labelledby="service-areas-heading"
      className="bg-brand-900 py-16 text-white outline-none focus-visible:shadow-none"
    >
      <div className="container-page grid gap-10 md:grid-cols-2">
        <div>
          <h2 id="service-areas-heading" className="text-3xl text-white sm:text-4xl">
            Where we help
          </h2>
          <p className="prose-width mt-3 text-lg text-brand-100">
            We are based in {business.addressLine} and travel across these areas. Outside them? Call us: travel fees may
            apply.
          </p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {business.serviceAreas.map((area) => (
              <li key={area} className="flex items-center gap-3 rounded-xl bg-white/10 px-4 py-3 font-bold">
                <MapPin aria-hidden className="size-6 shrink-0 text-gold-200" />
                {area}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-white p-6 text-ink sm:p-8">
          <h3 className="flex items-center gap-2 text-2xl">
            <Clock aria-hidden className="size-7 text-accent-600" />
            Opening hours
          </h3>
          <ul className="mt-4 divide-y divide-line text-lg">
            {business.hours.office.map((line) => (
              <li key={line} className="py-3 font-bold text-brand-950">
                {line}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-muted">Phone lines: {business.hours.phone}.</p>
        </div>
      </div>
    </section>
  );
}
