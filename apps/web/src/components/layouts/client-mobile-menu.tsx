import type { SessionUser } from '@ta/shared';
import { LogOut } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useT } from '../../i18n/use-t';
import { clientAreaAccess } from '../../lib/circle-access';
import { cn } from '../../lib/cn';
import { fullNameOf } from '../../lib/initials';
import { clientNavLinksFor, isCurrentPage } from './client-nav-links';
import { LanguageSwitch } from './language-switch';
import { MenuDisclosure, menuLinkClass } from './menu-disclosure';

interface ClientMobileMenuProps {
  user: SessionUser;
  onLogout: () => void;
}

/**
 * The client header's links on small screens, with the language switch and Log out; the same panel
 * as the public site's menu.
 */
export function ClientMobileMenu({ user, onLogout }: ClientMobileMenuProps) {
  const [location] = useLocation();
  const t = useT();
  return (
    <MenuDisclosure>
      {(close) => (
        <>
          <p className="mb-3 text-base text-muted">
            <FormattedMessage
              id="client.signed-in-as"
              values={{
                name: fullNameOf(user),
                strong: (chunks) => <strong className="text-brand-950">{chunks}</strong>,
              }}
            />
          </p>
          <nav aria-label={t('site.nav.main')}>
            <ul className="space-y-1">
              {clientNavLinksFor(clientAreaAccess(user)).map(({ href, label, icon: Icon }) => {
                const current = isCurrentPage(location, href);
                return (
                  <li key={href}>
                    <Link
                      href={href}
                      onClick={close}
                      aria-current={current ? 'page' : undefined}
                      // The current page is marked by a bar as well as a colour.
                      className={cn(
                        menuLinkClass,
                        'border-l-4',
                        current ? 'border-brand-700 bg-brand-50' : 'border-transparent',
                      )}
                    >
                      <Icon aria-hidden className="size-5" />
                      {t(label)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="mt-3 space-y-1 border-t border-line pt-3">
            <LanguageSwitch className="w-full text-lg text-brand-900 hover:bg-brand-50" />
            <button
              type="button"
              className={cn(menuLinkClass, 'cursor-pointer border-l-4 border-transparent text-left')}
              onClick={() => {
                close();
                onLogout();
              }}
            >
              <LogOut aria-hidden className="size-5" />
              {t('client.log-out')}
            </button>
          </div>
        </>
      )}
    </MenuDisclosure>
  );
}
