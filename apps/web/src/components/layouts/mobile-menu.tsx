import { dashboardLabelFor, dashboardPathFor, defaultBusiness, type SessionUser } from '@ta/shared';
import { LayoutDashboard, LogOut, Menu, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { fullNameOf } from '../../lib/initials';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '../ui/dialog';
import { PhoneLink } from './phone-link';
import { SectionLink } from './section-link';
import { SITE_SECTIONS } from './site-sections';

interface MobileMenuProps {
  user: SessionUser | null;
  onLogout: () => void;
}

const linkClass =
  'flex min-h-12 items-center gap-3 rounded-lg px-3 py-2 text-lg font-bold text-brand-900 no-underline hover:bg-brand-50';

/** The header menu on small screens; it closes on its toggle, Close, any link, or a press outside. */
export function MobileMenu({ user, onLogout }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="compact">
          <Menu aria-hidden />
          Menu
        </Button>
      </DialogTrigger>
      <DialogContent placement="sheet" aria-describedby={undefined}>
        <DialogTitle className="text-xl">Menu</DialogTitle>
        {user ? (
          <p className="mt-2 text-base text-muted">
            Signed in as <strong className="text-brand-950">{fullNameOf(user)}</strong>
          </p>
        ) : null}
        <nav aria-label="Main" className="mt-5">
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
          <div className="mt-4 border-t border-line pt-4">
            <ul className="space-y-1">
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
                  className={`${linkClass} w-full cursor-pointer text-left`}
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
          </div>
        ) : null}
        <div className="mt-5 rounded-xl bg-brand-50 p-4">
          <p className="font-bold text-brand-950">Prefer to talk?</p>
          <PhoneLink className="text-lg text-brand-800" />
          <p className="text-base text-muted">{defaultBusiness.hours.phone}</p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
