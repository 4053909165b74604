import { CircleCheck, Hourglass } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { isPendingPhoto, photoStatusLabel } from '../photo-list';

/** Pending, or anything else shown green; always the word, with an icon. */
export function PhotoStatusBadge({ status }: { status: string }) {
  const pending = isPendingPhoto(status);
  const Icon = pending ? Hourglass : CircleCheck;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border-2 px-3 py-0.5 font-bold whitespace-nowrap',
        pending ? 'border-amber-600 bg-amber-50 text-amber-900' : 'border-green-700 bg-green-50 text-green-900',
      )}
    >
      <Icon aria-hidden className="size-5 shrink-0" />
      {photoStatusLabel(status)}
    </span>
  );
}
