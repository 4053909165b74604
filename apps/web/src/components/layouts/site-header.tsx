import { LOCALE_TAGS, openingHourLines, type SessionUser } from '@ta/shared';
import { Clock } from 'lucide-react';
import { useLocale } from '../../i18n/i18n-provider';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { Brand, brandLinkClass } from './brand-link';
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
    <header
      className={cn(
        'sticky top-0 z-40 bg-white transition-shadow duration-200',
        scrolled ? 'shadow-header-raised' : 'shadow-header',
      )}
    >
      <div className="bg-brand-900 text-white">
        <div className="container-page flex items-center justify-between gap-4">
          <PhoneLink prefix={t('site.call')} className="text-white hover:text-gold-200" />
          <p className="hidden items-center gap-2 text-base text-brand-100 md:flex">
            <Clock aria-hidden className="size-5" />
            {openingHourLines(LOCALE_TAGS[locale]).join(' · ')}
          </p>
          <LanguageSwitch className="text-white hover:text-gold-200" />
        </div>
      </div>
      <div className="container-page flex min-h-18 items-center justify-between gap-4 py-2">
        <SectionLink section={null} className={brandLinkClass}>
          <Brand />
          <span className="sr-only">{t('site.home-suffix')}</span>
        </SectionLink>
        <nav aria-label={t('site.nav.main')} className="hidden lg:block">
          <ul className="flex items-center gap-1 xl:gap-2">
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
        <div className="flex shrink-0 items-center gap-2">
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
