import { defaultBusiness } from '@ta/shared';
import { Phone, Search } from 'lucide-react';
import { Link } from 'wouter';
import { SectionLink } from '../../../components/layouts/section-link';
import { buttonVariants } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';

/** The banner before the footer: one last, plain invitation to get in touch. */
export function CallToActionSection() {
  const business = defaultBusiness;
  const t = useT();
  return (
    <section aria-labelledby="call-to-action-heading" className="bg-accent-700 py-14 text-white">
      <div className="container-page flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="call-to-action-heading" className="text-3xl text-white sm:text-4xl">
            {t('landing.cta.title')}
          </h2>
          <p className="mt-3 text-lg text-accent-50">{t('landing.cta.text')}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:shrink-0">
          <a href={`tel:${business.phoneE164}`} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
            <Phone aria-hidden />
            {t('landing.call', { phone: business.phoneDisplay })}
          </a>
          <SectionLink section="contact" className={buttonVariants({ variant: 'outline-inverse', size: 'lg' })}>
            {t('landing.cta.send-message')}
          </SectionLink>
          <Link href="/track-request" className={buttonVariants({ variant: 'outline-inverse', size: 'lg' })}>
            <Search aria-hidden />
            {t('landing.cta.track')}
          </Link>
        </div>
      </div>
    </section>
  );
}
