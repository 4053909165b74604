import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

interface SpinnerProps {
  /** Read by screen readers, and shown when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  className?: string;
}

export function Spinner({ label = 'Loading…', showLabel = false, className }: SpinnerProps) {
  return (
    <div role="status" className={cn('inline-flex items-center gap-3 text-brand-800', className)}>
      <LoaderCircle aria-hidden className="size-8 animate-spin motion-reduce:animate-none" />
      <span className={showLabel ? 'font-bold' : 'sr-only'}>{label}</span>
    </div>
  );
}
