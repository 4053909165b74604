import { defaultBusiness } from '@ta/shared';
import { useEffect } from 'react';
import { AboutSection } from '../../../features/landing/components/about-section';
import { ContactSection } from '../../../features/landing/components/contact-section';
import { HeroSection } from '../../../features/landing/components/hero-section';
import { HowItWorksSection } from '../../../features/landing/components/how-it-works-section';
import { PricingSection } from '../../../features/landing/components/pricing-section';
import { ServiceAreasSection } from '../../../features/landing/components/service-areas-section';
import { ServicesSection } from '../../../features/landing/components/services-section';
import { PageMeta } from '../../../lib/page-meta';
import { scrollToSection } from '../../../lib/scroll-to-section';
import { SiteLayout } from '../../layouts/site-layout';

export function HomePage() {
  // Arriving from another page through a header link (/#services) lands on that section.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) scrollToSection(id);
  }, []);

  return (
    <SiteLayout>
      <PageMeta
        title={defaultBusiness.name}
        description={`Errands, home and tech support, paperwork, notary and seasonal home checks for seniors, veterans and busy families in ${defaultBusiness.serviceAreas.join(', ')}.`}
      />
      <HeroSection />
      <AboutSection />
      <ServicesSection />
      <HowItWorksSection />
      <PricingSection />
      <ServiceAreasSection />
      <ContactSection />
    </SiteLayout>
  );
}
