import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'block min-h-12 w-full rounded-lg border-2 border-field bg-white px-3.5 py-2 text-lg text-ink placeholder:text-muted',
        'aria-invalid:border-danger-700 disabled:cursor-not-allowed disabled:bg-sand',
        className,
      )}
      {...props}
    />
  );
}
