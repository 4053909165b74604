import {
  dashboardPathFor,
  defaultBusiness,
  NEWSLETTER_PATHS,
  formatBusinessTime,
  LOCALE_TAGS,
  openingHourLines,
  type SessionUser,
} from '@ta/shared';
import { Clock, ExternalLink, Mail, MapPin } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useLocale } from '../../i18n/i18n-provider';
import type { MessageId } from '../../i18n/messages/en';
import { useT } from '../../i18n/use-t';
import { Brand, brandLinkClass } from './brand-link';
import { dashboardLabelId } from './dashboard-label';
import { LanguageSwitch } from './language-switch';
import { NewsletterFooterForm } from './newsletter-footer-form';
import { PhoneLink } from './phone-link';
import { SectionLink } from './section-link';
import { SITE_SECTIONS } from './site-sections';

const LEGAL_LINKS = [
  { href: '/privacy-policy', label: 'site.legal.privacy' },
  { href: '/terms-and-conditions', label: 'site.legal.terms' },
  { href: '/community-guidelines', label: 'site.legal.guidelines' },
] as const satisfies readonly { href: string; label: MessageId }[];

/** The year in the business's time zone, so the server and browser agree. */
const currentYear = () => formatBusinessTime(new Date(), 'en-US', { year: 'numeric' });

const footerLink =
  'inline-flex min-h-11 items-center gap-2 text-brand-100 underline decoration-brand-100/40 hover:text-white hover:decoration-white';

export function SiteFooter({ user }: { user: SessionUser | null }) {
  const business = defaultBusiness;
  const t = useT();
  const locale = useLocale();
  const [location] = useLocation();
  // The newsletter's own pages have the full form (or are about one link): no second one below.
  const onNewsletterPage =
    location === NEWSLETTER_PATHS.subscribe || location.startsWith(`${NEWSLETTER_PATHS.subscribe}/`);
  return (
    <footer className="mt-auto bg-brand-950 text-brand-100">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Link href="/" className={brandLinkClass}>
            <Brand inverse />
          </Link>
          <p>{t('site.tagline')}</p>
          <ul className="flex flex-wrap gap-x-5">
            {business.social.map((social) => (
              <li key={social.url}>
                <a href={social.url} rel="noopener noreferrer" className={footerLink}>
                  {social.label}
                  <ExternalLink aria-hidden className="size-4" />
                </a>
              </li>
            ))}
          </ul>
          {onNewsletterPage ? null : <NewsletterFooterForm />}
        </div>

        <nav aria-label={t('site.nav.explore')}>
          <h2 className="text-lg text-white">{t('site.nav.explore')}</h2>
          <ul className="mt-3">
            {SITE_SECTIONS.map((section) => (
              <li key={section.id}>
                <SectionLink section={section.id} className={footerLink}>
                  {t(section.label)}
                </SectionLink>
              </li>
            ))}
            <li>
              {user ? (
                <Link href={dashboardPathFor(user.role)} className={footerLink}>
                  {t(dashboardLabelId(user.role))}
                </Link>
              ) : (
                <Link href="/auth" className={footerLink}>
                  {t('site.client-area')}
                </Link>
              )}
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="text-lg text-white">{t('site.contact-us')}</h2>
          <ul className="mt-3 space-y-1">
            <li>
              <PhoneLink className="text-white hover:text-gold-200" />
            </li>
            <li>
              <a href={`mailto:${business.email}`} className={`${footerLink} break-all`}>
                <Mail aria-hidden className="size-5 shrink-0" />
                {business.email}
              </a>
            </li>
            <li className="flex min-h-11 items-center gap-2">
              <MapPin aria-hidden className="size-5 shrink-0" />
              {business.addressLine}
            </li>
          </ul>
          <h3 className="mt-5 flex items-center gap-2 text-base text-white">
            <Clock aria-hidden className="size-5" />
            {t('site.hours')}
          </h3>
          <ul className="mt-1">
            {openingHourLines(LOCALE_TAGS[locale]).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="text-lg text-white">{t('site.where-we-help')}</h2>
          <ul className="mt-3 space-y-1.5">
            {business.serviceAreas.map((area) => (
              <li key={area} className="flex items-center gap-2">
                <MapPin aria-hidden className="size-5 shrink-0 text-gold-200" />
                {area}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="border-t border-white/15">
        {/* Bottom room so the chat button (fixed at the bottom right) never covers the last links. */}
        <div className="container-page flex flex-col gap-3 pt-6 pb-24 md:flex-row md:items-center md:justify-between">
          <nav aria-label={t('site.nav.legal')}>
            <ul className="flex flex-wrap gap-x-6">
              {LEGAL_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={footerLink}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch className="text-brand-100 hover:text-white" />
          <p className="text-base">
            {t('site.copyright', { year: currentYear(), name: business.name, region: business.region })}
          </p>
        </div>
      </div>
    </footer>
  );
}
