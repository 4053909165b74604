import { LOCALE_TAGS, openingHourLines, type SessionUser } from '@ta/shared';
import { Clock } from 'lucide-react';
import { useLocale } from '../../i18n/i18n-provider';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { Brand, brandLinkClass, wrappingBrandClass } from './brand-link';
import { DisplayControls } from './display-controls';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { PhoneLink } from './phone-link';
import { SectionLink } from './section-link';
import { SITE_SECTIONS } from './site-sections';
import { UserMenu } from './user-menu-lazy';

/** The shadow grows once the page is scrolled past 10 px. */
const SHADOW_THRESHOLD_PX = 10;

interface SiteHeaderProps {
  user: SessionUser | null;
  onLogout: () => void;
}

export function SiteHeader({ user, onLogout }: SiteHeaderProps) {
  const scrolled = useScrolledPast(SHADOW_THRESHOLD_PX);
  const t = useT();
  const locale = useLocale();

  return (
    // Sticky only where the whole header is one short band (wide screens, normal text): on a phone, or
    // with large text (styles.css), it would cover too much of the page.
    <header
      data-sticky-header
      className={cn(
        'relative z-40 bg-white transition-shadow duration-200 lg:sticky lg:top-0',
        scrolled ? 'shadow-header-raised' : 'shadow-header',
      )}
    >
      <div className="bg-brand-900 text-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-4 sm:gap-y-1 sm:py-1">
          <PhoneLink prefix={t('site.call')} className="text-white hover:text-gold-200" />
          <p className="hidden items-center gap-2 text-base text-brand-100 md:flex">
            <Clock aria-hidden className="size-5" />
            {openingHourLines(LOCALE_TAGS[locale]).join(' · ')}
          </p>
          <LanguageSwitch className="text-white hover:text-gold-200" />
          <DisplayControls tone="dark" />
        </div>
      </div>
      <div className="container-page flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-2 py-1 sm:min-h-18 sm:py-2">
        <SectionLink section={null} className={cn(brandLinkClass, wrappingBrandClass, 'lg:grow-0 lg:basis-auto')}>
          <Brand />
          <span className="sr-only">{t('site.home-suffix')}</span>
        </SectionLink>
        <nav aria-label={t('site.nav.main')} className="hidden lg:block">
          <ul className="flex flex-wrap items-center gap-1 xl:gap-2">
            {SITE_SECTIONS.map((section) => (
              <li key={section.id}>
                <SectionLink
                  section={section.id}
                  className="inline-flex min-h-11 items-center rounded-lg px-2.5 font-bold whitespace-nowrap text-brand-900 no-underline hover:bg-brand-50 hover:text-brand-700 xl:px-3"
                >
                  {t(section.label)}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          {user ? (
            <div className="hidden lg:block">
              <UserMenu user={user} onLogout={onLogout} />
            </div>
          ) : null}
          <div className="lg:hidden">
            <MobileMenu user={user} onLogout={onLogout} />
          </div>
        </div>
      </div>
    </header>
  );
}
