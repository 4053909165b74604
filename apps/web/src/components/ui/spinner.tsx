import { LoaderCircle } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';

interface SpinnerProps {
  /** Read by screen readers, and shown when `showLabel` is set; "Loading…" when not given. */
  label?: string;
  showLabel?: boolean;
  className?: string;
}

export function Spinner({ label, showLabel = false, className }: SpinnerProps) {
  const t = useT();
  return (
    <div role="status" className={cn('inline-flex items-center gap-3 text-brand-800', className)}>
      <LoaderCircle aria-hidden className="size-8 animate-spin motion-reduce:animate-none" />
      <span className={showLabel ? 'font-bold' : 'sr-only'}>{label ?? t('ui.loading')}</span>
    </div>
  );
}
