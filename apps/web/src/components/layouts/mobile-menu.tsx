import { dashboardPathFor, type SessionUser } from '@ta/shared';
import { LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useT } from '../../i18n/use-t';
import { fullNameOf } from '../../lib/initials';
import { dashboardLabelId } from './dashboard-label';
import { MenuDisclosure, menuLinkClass as linkClass } from './menu-disclosure';
import { SectionLink } from './section-link';
import { SITE_SECTIONS } from './site-sections';

interface MobileMenuProps {
  user: SessionUser | null;
  onLogout: () => void;
}

/** The public site's header menu on small screens. */
export function MobileMenu({ user, onLogout }: MobileMenuProps) {
  const t = useT();
  return (
    <MenuDisclosure>
      {(close) => (
        <>
          {user ? (
            <p className="mb-3 text-base text-muted">
              <FormattedMessage
                id="chrome.signed-in-as"
                values={{
                  name: fullNameOf(user),
                  strong: (chunks) => <strong className="text-brand-950">{chunks}</strong>,
                }}
              />
            </p>
          ) : null}
          <nav aria-label={t('site.nav.main')}>
            <ul className="space-y-1">
              {SITE_SECTIONS.map((section) => (
                <li key={section.id}>
                  <SectionLink section={section.id} onNavigate={close} className={linkClass}>
                    {t(section.label)}
                  </SectionLink>
                </li>
              ))}
            </ul>
          </nav>
          {user ? (
            <ul className="mt-3 space-y-1 border-t border-line pt-3">
              <li>
                <Link href={dashboardPathFor(user.role)} onClick={close} className={linkClass}>
                  <LayoutDashboard aria-hidden className="size-5" />
                  {t(dashboardLabelId(user.role))}
                </Link>
              </li>
              <li>
                <Link href="/profile" onClick={close} className={linkClass}>
                  <UserRound aria-hidden className="size-5" />
                  {t('chrome.profile')}
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className={`${linkClass} cursor-pointer text-left`}
                  onClick={() => {
                    close();
                    onLogout();
                  }}
                >
                  <LogOut aria-hidden className="size-5" />
                  {t('chrome.log-out')}
                </button>
              </li>
            </ul>
          ) : null}
        </>
      )}
    </MenuDisclosure>
  );
}
