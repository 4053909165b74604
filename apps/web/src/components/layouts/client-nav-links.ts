import {
  Building2,
  CalendarDays,
  ClipboardList,
  House,
  LayoutDashboard,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { MessageId } from '../../i18n/messages/en';

export interface ClientNavLink {
  href: string;
  /** The link's words, from the catalogue. */
  label: MessageId;
  icon: LucideIcon;
}

/** The client header's links, in this order. */
export const CLIENT_NAV_LINKS: readonly ClientNavLink[] = [
  { href: '/', label: 'client.nav.home', icon: House },
  { href: '/dashboard', label: 'client.nav.dashboard', icon: LayoutDashboard },
  { href: '/appointments', label: 'client.nav.appointments', icon: CalendarDays },
  { href: '/client-portal', label: 'client.nav.requests', icon: ClipboardList },
  { href: '/properties', label: 'client.nav.properties', icon: Building2 },
  { href: '/profile', label: 'client.nav.profile', icon: UserRound },
];

/** Whether `href` is the page at `location` (a path without query string); a trailing slash does not count. */
export function isCurrentPage(location: string, href: string): boolean {
  const path = location.length > 1 ? location.replace(/\/+$/, '') : location;
  return path === href;
}
