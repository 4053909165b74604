import { defaultBusiness } from '@ta/shared';
import { Suspense, useEffect } from 'react';
import { useSearch } from 'wouter';
import { AboutSection } from '../../../features/landing/components/about-section';
import { CallToActionSection } from '../../../features/landing/components/call-to-action-section';
import { ContactSection } from '../../../features/landing/components/contact-section';
import { HeroSection } from '../../../features/landing/components/hero-section';
import { HowItWorksSection } from '../../../features/landing/components/how-it-works-section';
import { priceListRead } from '../../../features/landing/api/price-list';
import { PricingSection } from '../../../features/landing/components/pricing-section';
import { REQUEST_FORM_OPEN_PARAM } from '../../../features/landing/components/request-form-panel';
import { ServiceAreasSection } from '../../../features/landing/components/service-areas-section';
import { ServicesSection } from '../../../features/landing/components/services-section';
import { TestimonialsSection } from '../../../features/landing/components/testimonials-section';
import { WhyChooseUsSection } from '../../../features/landing/components/why-choose-us-section';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/use-t';
import { lazyComponent } from '../../../lib/lazy-component';
import { usePageFormResult } from '../../../lib/page-form';
import { UntilFormUsed } from '../../../lib/until-form-used';
import { PageMeta } from '../../../lib/page-meta';
import type { Prefetch } from '../../../lib/server-read';
import { scrollToSection } from '../../../lib/scroll-to-section';
import { SiteLayout } from '../../layouts/site-layout';

// The two forms carry the validation code (zod, react-hook-form), kept out of what the page needs
// to show and hydrate. The contact form is in the server HTML and works as a plain form; its code
// downloads when the visitor first uses a form, and the form hydrates on its own when it arrives.
// The request form's code downloads when it is first opened.
const LandingContactForm = lazyComponent(
  'landing-contact-form',
  () => import('../../../features/landing-forms/components/landing-contact-form').then((m) => m.LandingContactForm),
  { hydrateWith: false },
);
const LandingRequestForm = lazyComponent(
  'landing-request-form',
  () => import('../../../features/landing-forms/components/landing-request-form').then((m) => m.LandingRequestForm),
  { hydrateWith: false },
);

/** The packages and pricing notes are in the server HTML, from the price list the owner edits. */
export const prefetch: Prefetch = () => [priceListRead];

function FormLoading() {
  const t = useT();
  return <Spinner label={t('landing.form-loading')} showLabel />;
}

export function HomePage() {
  const t = useT();
  // 'quote' is the request form's page form id, sent in its hidden field: kept as it was.
  const requestFormResult = usePageFormResult('quote');
  const requestFormAsked = new URLSearchParams(useSearch()).has(REQUEST_FORM_OPEN_PARAM);
  // Arriving from another page through a header link (/#services) lands on that section.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) scrollToSection(id);
  }, []);

  return (
    <SiteLayout>
      <PageMeta
        title={defaultBusiness.name}
        description={t('landing.meta.description', { areas: defaultBusiness.serviceAreas.join(', ') })}
      />
      {/* The sections in this order: hero, why choose us, about, services, how it works, pricing, testimonials,
          service areas, contact form, call-to-action banner (the footer comes from the layout). */}
      <HeroSection />
      <WhyChooseUsSection />
      <AboutSection />
      <ServicesSection />
      <HowItWorksSection />
      <PricingSection
        requestFormInitiallyOpen={requestFormAsked || requestFormResult !== null}
        requestForm={
          <Suspense fallback={<FormLoading />}>
            <LandingRequestForm />
          </Suspense>
        }
      />
      <TestimonialsSection />
      <ServiceAreasSection />
      <ContactSection
        form={
          <Suspense fallback={<FormLoading />}>
            <UntilFormUsed>
              <LandingContactForm />
            </UntilFormUsed>
          </Suspense>
        }
      />
      <CallToActionSection />
    </SiteLayout>
  );
}
