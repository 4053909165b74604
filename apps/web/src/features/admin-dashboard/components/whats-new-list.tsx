import type { WhatsNewItem, WhatsNewKind } from '@ta/shared';
import { CalendarDays, Images, Inbox, Newspaper, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { formatAppointmentDate } from '../../../lib/appointment-format';
import { formatInstant } from '../../../lib/instant-format';

const KINDS: Record<WhatsNewKind, { label: string; icon: LucideIcon; href: (item: WhatsNewItem) => string }> = {
  request: { label: 'Request', icon: Inbox, href: (item) => `/admin/contacts/${item.id}` },
  appointment: { label: 'Appointment', icon: CalendarDays, href: (item) => `/admin/appointments/${item.id}` },
  photo: { label: 'Photos', icon: Images, href: () => '/admin/furniture-photos' },
  post: { label: 'Blog post', icon: Newspaper, href: (item) => `/admin/blog/${item.id}` },
};

/** What's New: the newest real requests, upcoming appointments, photo uploads and posts. */
export function WhatsNewList({ items }: { items: readonly WhatsNewItem[] }) {
  if (items.length === 0) return <p className="text-muted">Nothing new yet.</p>;
  return (
    <ul className="space-y-3">
      {items.map((item) => {
        const kind = KINDS[item.kind];
        const added = formatInstant(item.createdAt);
        return (
          <li key={`${item.kind}-${item.id}`} className="flex gap-3">
            <kind.icon aria-hidden className="mt-2.5 size-5 shrink-0 text-brand-700" />
            <div className="min-w-0">
              <Link
                href={kind.href(item)}
                className="inline-flex min-h-11 items-center font-bold wrap-anywhere text-brand-800 underline-offset-4 hover:underline"
              >
                <span className="sr-only">{kind.label}: </span>
                {item.title}
              </Link>
              <p className="wrap-anywhere">
                {item.date ? `${formatAppointmentDate(item.date)}, ` : ''}
                {item.detail}
              </p>
              <p className="text-base text-muted">
                Added <time dateTime={item.createdAt}>{`${added.date} at ${added.time}`}</time>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
