import type { DashboardCounts } from '@ta/shared';
import { CircleCheck, CircleDot, Hourglass, Inbox, type LucideIcon } from 'lucide-react';

const CARDS: { key: keyof DashboardCounts; label: string; icon: LucideIcon }[] = [
  { key: 'total', label: 'Total Requests', icon: Inbox },
  { key: 'new', label: 'New Requests', icon: CircleDot },
  { key: 'inProgress', label: 'In Progress', icon: Hourglass },
  { key: 'completed', label: 'Completed', icon: CircleCheck },
];

/** The dashboard's four count cards, over every contact request. */
export function CountCards({ counts }: { counts: DashboardCounts }) {
  return (
    <ul aria-label="Contact requests" className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 xl:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <li key={key} className="flex items-center gap-4 rounded-2xl border border-line bg-white p-5 shadow-card">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-800">
            <Icon aria-hidden className="size-6" />
          </span>
          <span className="flex min-w-0 flex-col">
            <span className="text-base font-bold text-muted">{label}</span>
            <span className="text-3xl font-bold text-brand-950">{counts[key].toLocaleString('en-US')}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
