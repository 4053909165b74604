import { CircleCheck, Hourglass } from 'lucide-react';
import { StatusBadge } from '../../../components/ui/status-badge';
import { isPendingPhoto, photoStatusLabel } from '../photo-list';

/** Pending, or anything else shown green; always the word, with an icon. */
export function PhotoStatusBadge({ status }: { status: string }) {
  const pending = isPendingPhoto(status);
  return (
    <StatusBadge
      tone={pending ? 'yellow' : 'green'}
      icon={pending ? Hourglass : CircleCheck}
      label={photoStatusLabel(status)}
    />
  );
}
