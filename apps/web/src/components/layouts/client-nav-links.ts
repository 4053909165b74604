import {
  Building2,
  CalendarDays,
  ClipboardList,
  FileText,
  House,
  LayoutDashboard,
  Repeat,
  Receipt,
  UserRound,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { CircleRight } from '@ta/shared';
import type { MessageId } from '../../i18n/messages/en';
import { mayUse, type ClientAreaAccess } from '../../lib/circle-access';

export interface ClientNavLink {
  href: string;
  /** The link's words, from the catalogue. */
  label: MessageId;
  icon: LucideIcon;
  /** What a trusted contact helping with the account needs to see it ('owner': the account holder only). */
  right?: CircleRight | 'owner';
}

/** The client header's links, in this order. */
export const CLIENT_NAV_LINKS: readonly ClientNavLink[] = [
  { href: '/', label: 'client.nav.home', icon: House },
  { href: '/dashboard', label: 'client.nav.dashboard', icon: LayoutDashboard },
  { href: '/appointments', label: 'client.nav.appointments', icon: CalendarDays, right: 'appointments' },
  { href: '/plans', label: 'plans.nav', icon: Repeat, right: 'appointments' },
  { href: '/client-portal', label: 'client.nav.requests', icon: ClipboardList, right: 'requests' },
  { href: '/properties', label: 'client.nav.properties', icon: Building2, right: 'reports' },
  { href: '/quotes', label: 'quotes.nav', icon: FileText, right: 'billing' },
  { href: '/invoices', label: 'client.nav.invoices', icon: Receipt, right: 'billing' },
  { href: '/circle', label: 'circle.nav', icon: UsersRound, right: 'owner' },
  { href: '/profile', label: 'client.nav.profile', icon: UserRound, right: 'owner' },
];

/** The links this person is offered: a trusted contact sees only the pages their rights open. */
export function clientNavLinksFor(access: ClientAreaAccess): ClientNavLink[] {
  return CLIENT_NAV_LINKS.filter((link) => !link.right || mayUse(access, link.right));
}

/** Whether `href` is the page at `location` (a path without query string); a trailing slash does not count. */
export function isCurrentPage(location: string, href: string): boolean {
  const path = location.length > 1 ? location.replace(/\/+$/, '') : location;
  return path === href;
}
