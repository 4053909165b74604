import { defaultBusiness } from '@ta/shared';
import { Clock, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '../../../components/ui/button';
import { LandingSection } from './landing-section';

interface ContactSectionProps {
  /** The contact form, supplied by the page (features do not import each other). */
  form: ReactNode;
}

export function ContactSection({ form }: ContactSectionProps) {
  const business = defaultBusiness;
  return (
    <LandingSection
      id="contact"
      eyebrow="Contact us"
      title="Talk to a real person"
      intro={
        <p>
          Tell us what you need and we will set up a friendly, no-obligation consultation. We reply to messages within
          24 hours.
        </p>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)] lg:items-start">
        <div className="rounded-2xl border border-line bg-white p-4 shadow-card sm:p-8">{form}</div>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-1">
          <div className="rounded-2xl border-2 border-accent-600 bg-white p-6 shadow-card">
            <h3 className="flex items-center gap-2 text-2xl">
              <Phone aria-hidden className="size-7 text-accent-600" />
              Rather call?
            </h3>
            <p className="mt-2 text-muted">{business.hours.phone}</p>
            <a
              href={`tel:${business.phoneE164}`}
              className={buttonVariants({ variant: 'accent', size: 'xl', className: 'mt-5 w-full' })}
            >
              <Phone aria-hidden />
              {business.phoneDisplay}
            </a>
          </div>
          <div className="rounded-2xl border border-line bg-white p-6 shadow-card">
            <h3 className="flex items-center gap-2 text-2xl">
              <Mail aria-hidden className="size-7 text-brand-700" />
              Write to us
            </h3>
            <p className="mt-2 text-muted">Send a few words about what you need and how to reach you.</p>
            <a
              href={`mailto:${business.email}`}
              className={buttonVariants({ variant: 'outline', size: 'lg', className: 'mt-5 w-full break-all' })}
            >
              <Mail aria-hidden />
              {business.email}
            </a>
            <p className="mt-4 flex items-start gap-2 text-base text-muted">
              <Clock aria-hidden className="mt-1 size-5 shrink-0" />
              Office hours: {business.hours.office.join(', ')}
            </p>
          </div>
        </div>
      </div>
    </LandingSection>
  );
}
