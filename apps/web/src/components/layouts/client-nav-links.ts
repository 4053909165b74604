import { CalendarDays, ClipboardList, House, LayoutDashboard, UserRound, type LucideIcon } from 'lucide-react';

export interface ClientNavLink {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** The client header's links, in this order. */
export const CLIENT_NAV_LINKS: readonly ClientNavLink[] = [
  { href: '/', label: 'Home', icon: House },
  { href: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/appointments', label: 'Appointments', icon: CalendarDays },
  { href: '/client-portal', label: 'Service Requests', icon: ClipboardList },
  { href: '/profile', label: 'Profile', icon: UserRound },
];

/** Whether `href` is the page at `location` (a path without query string); a trailing slash does not count. */
export function isCurrentPage(location: string, href: string): boolean {
  const path = location.length > 1 ? location.replace(/\/+$/, '') : location;
  return path === href;
}
