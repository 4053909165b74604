import type { ContactCounts } from '@ta/shared';
import { CircleCheck, Hourglass, Inbox, Sparkles, type LucideIcon } from 'lucide-react';

const CARDS: { key: keyof ContactCounts; label: string; icon: LucideIcon }[] = [
  { key: 'total', label: 'Total Requests', icon: Inbox },
  { key: 'new', label: 'New Requests', icon: Sparkles },
  { key: 'inProgress', label: 'In Progress', icon: Hourglass },
  { key: 'completed', label: 'Completed', icon: CircleCheck },
];

/** The four count cards, over every request (not narrowed by the search). */
export function ContactCountCards({ counts }: { counts: ContactCounts | undefined }) {
  return (
    <section aria-labelledby="contact-counts-heading">
      <h2 id="contact-counts-heading" className="sr-only">
        Request counts
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {CARDS.map(({ key, label, icon: Icon }) => (
          <li
            key={key}
            className="flex items-center gap-4 rounded-2xl border border-line bg-white p-3 shadow-card sm:p-5"
          >
            <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800 sm:flex">
              <Icon aria-hidden className="size-6" />
            </span>
            <div>
              <p className="leading-snug font-bold text-muted">{label}</p>
              <p className="text-2xl font-bold text-ink sm:text-3xl">
                {counts ? counts[key].toLocaleString('en-US') : '–'}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
