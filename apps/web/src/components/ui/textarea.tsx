import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Textarea({ className, rows = 5, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'block min-h-32 w-full resize-y rounded-lg border-2 border-field bg-white px-3.5 py-2.5 text-lg text-ink placeholder:text-muted',
        'aria-invalid:border-danger-700 disabled:cursor-not-allowed disabled:bg-sand',
        className,
      )}
      {...props}
    />
  );
}
