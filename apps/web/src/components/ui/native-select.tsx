import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The browser's own select: works without JavaScript, with every screen reader and on every phone. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'block min-h-12 w-full cursor-pointer rounded-lg border-2 border-field bg-white px-3 py-2 text-lg text-ink',
        'aria-invalid:border-danger-700 disabled:cursor-not-allowed disabled:bg-sand',
        className,
      )}
      {...props}
    />
  );
}
