import type { Storm } from '@ta/shared';
import { CircleAlert, CircleCheck, ClipboardList, Clock, Wrench, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface CountCard {
  key: keyof Storm['counts'];
  label: string;
  hint: string;
  icon: LucideIcon;
}

const CARDS: readonly CountCard[] = [
  { key: 'total', label: 'Checks', hint: 'in all', icon: ClipboardList },
  { key: 'planned', label: 'To do', hint: 'not started yet, overdue included', icon: Clock },
  { key: 'inProgress', label: 'In progress', hint: 'started, not finished', icon: Wrench },
  { key: 'finished', label: 'Finished', hint: 'report sent to the owner', icon: CircleCheck },
  { key: 'urgent', label: 'Urgent', hint: 'finished with an urgent result', icon: CircleAlert },
];

/** The board's counts as big numbers, each with its word and what it counts. */
export function StormCounts({ counts }: { counts: Storm['counts'] }) {
  return (
    <ul aria-label="Checks by state" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {CARDS.map(({ key, label, hint, icon: Icon }) => {
        const urgent = key === 'urgent' && counts.urgent > 0;
        return (
          <li
            key={key}
            className={cn(
              'rounded-2xl border bg-white p-4 shadow-card',
              urgent ? 'border-2 border-danger-700' : 'border-line',
            )}
          >
            <div className="flex items-start justify-between gap-2">
              <h2 className="text-lg">{label}</h2>
              <Icon aria-hidden className={cn('size-6 shrink-0', urgent ? 'text-danger-700' : 'text-brand-700')} />
            </div>
            <p className="mt-1 text-4xl font-bold text-ink">{counts[key].toLocaleString('en-US')}</p>
            <p className="text-base text-muted">{hint}</p>
          </li>
        );
      })}
    </ul>
  );
}
