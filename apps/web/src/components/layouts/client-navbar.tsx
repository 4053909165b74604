import type { SessionUser } from '@ta/shared';
import { Clock } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useT } from '../../i18n/use-t';
import { useOpeningHoursText } from '../../i18n/use-opening-hours-text';
import { clientAreaAccess } from '../../lib/circle-access';
import { cn } from '../../lib/cn';
import { BrandLink, wrappingBrandClass } from './brand-link';
import { ClientBackButton } from './client-back-button';
import { ClientMobileMenu } from './client-mobile-menu';
import { DisplayControls } from './display-controls';
import { clientNavLinksFor, isCurrentPage } from './client-nav-links';
import { LanguageSwitch } from './language-switch';
import { PhoneLink } from './phone-link';
import { UserMenu } from './user-menu-lazy';

interface ClientNavbarProps {
  user: SessionUser;
  onLogout: () => void;
}

const navLinkClass =
  'inline-flex min-h-12 items-center gap-2 border-b-4 px-3 pt-1 font-bold whitespace-nowrap text-brand-900 no-underline hover:bg-brand-50';

/**
 * The header of the client area: the client's pages, the
 * account menu, a Back button on large screens and the menu panel on small ones. The phone
 * number and the language switch are in the header on every size (many clients would rather call).
 */
export function ClientNavbar({ user, onLogout }: ClientNavbarProps) {
  const [location] = useLocation();
  const t = useT();
  const openingHours = useOpeningHoursText();

  return (
    // Not sticky: with two rows it would cover too much of the forms below it.
    <header className="relative z-40 bg-white shadow-header">
      <div className="bg-brand-900 text-white lg:hidden">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1">
          <PhoneLink prefix={t('site.call')} className="text-white hover:text-gold-200" />
          <p className="hidden items-center gap-2 text-base text-brand-100 md:flex">
            <Clock aria-hidden className="size-5" />
            {openingHours}
          </p>
          <LanguageSwitch className="text-white hover:text-gold-200" />
          <DisplayControls tone="dark" />
        </div>
      </div>

      <div className="container-page flex min-h-18 flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
        <BrandLink href="/dashboard" subtitle={t('client.area')} className={wrappingBrandClass} />
        <div className="ml-auto hidden flex-wrap items-center justify-end gap-x-4 gap-y-2 lg:flex">
          <PhoneLink prefix={t('site.call')} className="rounded-lg px-3 text-accent-700 hover:bg-accent-50" />
          <LanguageSwitch className="text-brand-900 hover:bg-brand-50" />
          <DisplayControls tone="light" />
          <UserMenu user={user} onLogout={onLogout} showDashboardEntry={false} />
        </div>
        <div className="ml-auto lg:hidden">
          <ClientMobileMenu user={user} onLogout={onLogout} />
        </div>
      </div>

      <div className="hidden border-t border-line bg-canvas lg:block">
        <div className="container-page flex items-center gap-3">
          <ClientBackButton />
          <span aria-hidden className="h-7 border-l-2 border-line" />
          <nav aria-label={t('site.nav.main')}>
            <ul className="flex flex-wrap items-center gap-1">
              {clientNavLinksFor(clientAreaAccess(user)).map(({ href, label, icon: Icon }) => {
                const current = isCurrentPage(location, href);
                return (
                  <li key={href}>
                    <Link
                      href={href}
                      aria-current={current ? 'page' : undefined}
                      // The current page is marked by the underline bar as well as the colour.
                      className={cn(navLinkClass, current ? 'border-brand-700 bg-white' : 'border-transparent')}
                    >
                      <Icon aria-hidden className="size-5 shrink-0" />
                      {t(label)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}
