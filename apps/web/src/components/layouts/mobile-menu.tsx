import { dashboardLabelFor, dashboardPathFor, defaultBusiness, type SessionUser } from '@ta/shared';
import { LayoutDashboard, LogOut, Menu, UserRound, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { fullNameOf } from '../../lib/initials';
import { Button } from '../ui/button';
import { PhoneLink } from './phone-link';
import { SectionLink } from './section-link';
import { SITE_SECTIONS } from './site-sections';

interface MobileMenuProps {
  user: SessionUser | null;
  onLogout: () => void;
}

const linkClass =
  'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 py-2 text-lg font-bold text-brand-900 no-underline hover:bg-brand-50';

/**
 * The header menu on small screens: a panel that opens under the header. It closes on its
 * toggle, its Close button, any link, Escape, or a press outside (SPEC §2, Header).
 */
export function MobileMenu({ user, onLogout }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef}>
      <Button
        ref={toggleRef}
        variant="outline"
        size="compact"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden /> : <Menu aria-hidden />}
        {open ? 'Close' : 'Menu'}
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-7rem)] overflow-y-auto border-t border-line bg-white shadow-header-raised"
      >
        <div className="container-page py-4">
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
                    {section.label}
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
          <div className="mt-4 rounded-xl bg-brand-50 p-4">
            <p className="font-bold text-brand-950">Prefer to talk?</p>
            <PhoneLink className="text-lg text-brand-800" />
            <p className="text-base text-muted">{defaultBusiness.hours.phone}</p>
          </div>
          <Button variant="ghost" className="mt-3 w-full" onClick={close}>
            <X aria-hidden />
            Close menu
          </Button>
        </div>
      </div>
    </div>
  );
}
