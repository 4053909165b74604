import { CircleCheck, CircleMinus } from 'lucide-react';
import { StatusBadge } from '../../../components/ui/status-badge';

/** Active or Inactive, as a word with an icon (never colour alone). */
export function UserStatusBadge({ active }: { active: boolean }) {
  return (
    <StatusBadge
      tone={active ? 'success' : 'neutral'}
      icon={active ? CircleCheck : CircleMinus}
      label={active ? 'Active' : 'Inactive'}
    />
  );
}
