import { CircleCheck, CircleDot, CircleHelp, CircleX, Hourglass } from 'lucide-react';
import { StatusBadge, type BadgeLook } from '../../../components/ui/status-badge';
import { useT } from '../../../i18n/use-t';
import type { StatusInfo } from '../request-status';

/** Client badge colours: blue, yellow, green, red; each with its word and an icon. */
const LOOKS: Record<StatusInfo['tone'], BadgeLook> = {
  new: { tone: 'blue', icon: CircleDot },
  'in-progress': { tone: 'yellow', icon: Hourglass },
  completed: { tone: 'green', icon: CircleCheck },
  cancelled: { tone: 'red', icon: CircleX },
  unknown: { tone: 'gray', icon: CircleHelp },
};

/** A request's status as the client reads it, in the large size of the client area. */
export function RequestStatusBadge({ status, className }: { status: StatusInfo; className?: string }) {
  const t = useT();
  return <StatusBadge {...LOOKS[status.tone]} label={t(status.label)} size="lg" className={className} />;
}
