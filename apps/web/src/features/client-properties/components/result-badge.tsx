import type { FindingSeverity, VisitResult } from '@ta/shared';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useT } from '../../../i18n/use-t';
import { RESULT_LOOKS, SEVERITY_LOOKS } from '../visit-labels';

/** A visit's overall result in words, with its icon. */
export function ResultBadge({ result, size }: { result: VisitResult; size?: 'md' | 'lg' }) {
  const t = useT();
  const look = RESULT_LOOKS[result];
  return <StatusBadge tone={look.tone} icon={look.icon} label={t(look.label)} size={size} />;
}

/** How serious a finding is, in words, with its icon. */
export function SeverityBadge({ severity }: { severity: FindingSeverity }) {
  const t = useT();
  const look = SEVERITY_LOOKS[severity];
  return <StatusBadge tone={look.tone} icon={look.icon} label={t(look.label)} />;
}
