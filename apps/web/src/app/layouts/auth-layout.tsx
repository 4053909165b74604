import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandLink } from '../../components/layouts/brand-link';
import { DisplayControls } from '../../components/layouts/display-controls';
import { LanguageSwitch } from '../../components/layouts/language-switch';
import { PhoneLink } from '../../components/layouts/phone-link';
import { CallMeBackBand } from '../../features/callback/components/call-me-back-band';
import { SiteFooter } from '../../components/layouts/site-footer';
import { SkipLink } from '../../components/layouts/skip-link';
import { useT } from '../../i18n/use-t';
import { useSessionUser } from '../../lib/session';

/** /auth: a simple menu to the home page, the blog and the login page, the phone and the language switch. */
const MENU = [
  { href: '/', label: 'auth.menu.home' },
  { href: '/blog', label: 'auth.menu.blog' },
  { href: '/auth', label: 'auth.menu.login' },
] as const;

export function AuthLayout({ children }: { children: ReactNode }) {
  const { data: user = null } = useSessionUser();
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-line bg-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
          <BrandLink href="/" />
          <nav aria-label={t('site.nav.main')}>
            <ul className="flex flex-wrap items-center gap-x-1">
              {MENU.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className="inline-flex min-h-11 items-center rounded-lg px-3 font-bold text-brand-900 no-underline hover:bg-brand-50"
                  >
                    {t(item.label)}
                  </Link>
                </li>
              ))}
              <li>
                <PhoneLink className="rounded-lg px-3 text-accent-700 hover:bg-accent-50" />
              </li>
              <li>
                <LanguageSwitch className="text-brand-900 hover:bg-brand-50" />
              </li>
            </ul>
          </nav>
          <DisplayControls tone="light" />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none focus-visible:shadow-none">
        {children}
      </main>
      <CallMeBackBand user={user} />
      <SiteFooter user={user} />
    </div>
  );
}
