import { CircleCheck, CircleMinus } from 'lucide-react';
import { StatusBadge } from '../../../components/ui/status-badge';

/** SPEC §4: Active or Inactive. */
export function UserStatusBadge({ active }: { active: boolean }) {
  return (
    <StatusBadge
      tone={active ? 'success' : 'neutral'}
      icon={active ? CircleCheck : CircleMinus}
      label={active ? 'Active' : 'Inactive'}
    />
  );
}
