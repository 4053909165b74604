import { dashboardLabelFor, dashboardPathFor, type SessionUser } from '@ta/shared';
import { LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '../../i18n/use-t';
import { fullNameOf } from '../../lib/initials';
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
              Signed in as <strong className="text-brand-950">{fullNameOf(user)}</strong>
            </p>
          ) : null}
          <nav aria-label="Main">
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
                  {dashboardLabelFor(user.role)}
                </Link>
              </li>
              <li>
                <Link href="/profile" onClick={close} className={linkClass}>
                  <UserRound aria-hidden className="size-5" />
                  Profile
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
                  Log out
                </button>
              </li>
            </ul>
          ) : null}
        </>
      )}
    </MenuDisclosure>
  );
}
