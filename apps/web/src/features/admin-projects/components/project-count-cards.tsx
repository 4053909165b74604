import { PROJECT_STATUSES, type ProjectCounts, type ProjectStatus } from '@ta/shared';
import { CalendarCheck, CircleCheck, Wrench, type LucideIcon } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { PROJECT_COUNT_KEYS, projectStatusLabel } from '../project-params';

const ICONS: Record<ProjectStatus, LucideIcon> = {
  approved: CalendarCheck,
  'in-progress': Wrench,
  completed: CircleCheck,
};

/** One count card per project status (counted on the server, whatever the filters). */
export function ProjectCountCards({ counts, error }: { counts: ProjectCounts | undefined; error: boolean }) {
  return (
    <ul aria-label="Projects by status" className="grid gap-4 sm:grid-cols-3">
      {PROJECT_STATUSES.map((status) => {
        const Icon = ICONS[status];
        const title = projectStatusLabel(status);
        return (
          <li key={status} className="rounded-2xl border border-line bg-white p-5 shadow-card">
            <div className="flex items-start justify-between gap-3">
              <h2 className="text-lg">{title}</h2>
              <Icon aria-hidden className="size-7 shrink-0 text-brand-700" />
            </div>
            <div className="mt-2 min-h-10 text-4xl font-bold text-ink">
              {counts ? (
                counts[PROJECT_COUNT_KEYS[status]]
              ) : error ? (
                <span className="text-base font-bold text-danger-700">Could not load this count</span>
              ) : (
                <Spinner label={`Loading ${title}`} />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
