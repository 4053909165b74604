import { isAdminRole, type Role } from '@ta/shared';
import { ArrowRight, CalendarDays, House, Images, Inbox, Newspaper, UsersRound, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';

interface Shortcut {
  href: string;
  title: string;
  description: string;
  icon: LucideIcon;
  adminOnly?: boolean;
}

const SHORTCUTS: Shortcut[] = [
  {
    href: '/admin/contacts',
    title: 'Contact requests',
    description: 'Assign, update and schedule requests.',
    icon: Inbox,
  },
  { href: '/admin/blog', title: 'Blog', description: 'Write, edit and publish posts.', icon: Newspaper },
  {
    href: '/admin/users',
    title: 'Users',
    description: 'Staff and client accounts.',
    icon: UsersRound,
    adminOnly: true,
  },
  { href: '/admin/appointments', title: 'Appointments', description: 'The day and week calendar.', icon: CalendarDays },
  {
    href: '/admin/properties',
    title: 'Properties',
    description: 'Home watch: plans, visits and reports.',
    icon: House,
  },
  {
    href: '/admin/furniture-photos',
    title: 'Furniture photos',
    description: 'Photos sent by clients, by e-mail.',
    icon: Images,
  },
];

/** Shortcut cards to contacts, blog, users (admins), appointments, properties and furniture photos. */
export function ShortcutCards({ role }: { role: Role }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {SHORTCUTS.filter((s) => !s.adminOnly || isAdminRole(role)).map(({ href, title, description, icon: Icon }) => (
        <li key={href}>
          <Link
            href={href}
            className="flex h-full min-h-11 items-center gap-4 rounded-2xl border border-line bg-white p-5 text-ink no-underline shadow-card hover:border-brand-700"
          >
            <Icon aria-hidden className="size-8 shrink-0 text-brand-700" />
            <span className="min-w-0 flex-1">
              <span className="block text-lg font-bold text-brand-900">{title}</span>
              <span className="block text-base text-muted">{description}</span>
            </span>
            <ArrowRight aria-hidden className="size-5 shrink-0 text-brand-700" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
