import { isAdminRole, type Role } from '@ta/shared';
import {
  CalendarClock,
  CalendarDays,
  CalendarSync,
  ClipboardList,
  House,
  Receipt,
  ClipboardCheck,
  FileText,
  CloudLightning,
  DollarSign,
  ListChecks,
  Images,
  Inbox,
  LayoutDashboard,
  Mail,
  MailOpen,
  MessageSquareText,
  MessagesSquare,
  Newspaper,
  Stamp,
  Star,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavLink {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Users, Prices, Checklists, the notary journal, Feedback and the Newsletter are for admins only (staff reach everything else). */
  adminOnly?: boolean;
}

/** The back-office sidebar, in its order. */
export const ADMIN_NAV_LINKS: readonly AdminNavLink[] = [
  { href: '/admin', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/admin/contacts', label: 'Contacts', icon: Inbox },
  { href: '/admin/projects', label: 'Projects', icon: ClipboardList },
  { href: '/admin/quotes', label: 'Quotes', icon: FileText },
  { href: '/admin/blog', label: 'Blog', icon: Newspaper },
  { href: '/admin/blog-comments', label: 'Comments', icon: MessageSquareText },
  { href: '/admin/newsletter', label: 'Newsletter', icon: MailOpen, adminOnly: true },
  { href: '/admin/users', label: 'Users', icon: UsersRound, adminOnly: true },
  { href: '/admin/appointments', label: 'Appointments', icon: CalendarDays },
  { href: '/admin/plans', label: 'Standing visits', icon: CalendarSync },
  { href: '/admin/availability', label: 'Availability', icon: CalendarClock },
  { href: '/admin/prices', label: 'Prices', icon: DollarSign, adminOnly: true },
  { href: '/admin/visits', label: 'Visits', icon: ClipboardCheck },
  { href: '/admin/properties', label: 'Properties', icon: House },
  { href: '/admin/invoices', label: 'Invoices', icon: Receipt },
  { href: '/admin/storms', label: 'Storm mode', icon: CloudLightning },
  { href: '/admin/checklists', label: 'Checklists', icon: ListChecks, adminOnly: true },
  { href: '/admin/notary-journal', label: 'Notary journal', icon: Stamp, adminOnly: true },
  { href: '/admin/feedback', label: 'Feedback', icon: Star, adminOnly: true },
  { href: '/admin/furniture-photos', label: 'Furniture Photos', icon: Images },
  { href: '/admin/outbox', label: 'Outbox', icon: Mail },
  { href: '/admin/chat', label: 'Chat', icon: MessagesSquare },
];

export function adminNavLinksFor(role: Role): AdminNavLink[] {
  return ADMIN_NAV_LINKS.filter((link) => !link.adminOnly || isAdminRole(role));
}

/** A link's name with its unread count: "Chat, 3 unread"; the count is left out when there is none. */
export function adminNavLinkName(label: string, unread: number | undefined): string {
  return unread ? `${label}, ${unread.toLocaleString('en-US')} unread` : label;
}

/** The Dashboard is current only on /admin itself (and /admin/dashboard); others also on their sub-pages. */
export function isCurrentAdminPage(location: string, href: string): boolean {
  const path = location.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  if (href === '/admin') return path === '/admin' || path === '/admin/dashboard';
  return path === href || path.startsWith(`${href}/`);
}
