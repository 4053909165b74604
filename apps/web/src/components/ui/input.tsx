import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A text field; `code` sets it for a code read from paper (large monospaced capitals). */
export function Input({
  className,
  type = 'text',
  code = false,
  ...props
}: ComponentProps<'input'> & { code?: boolean }) {
  return (
    <input
      type={type}
      className={cn(
        'block min-h-12 w-full rounded-lg border-2 border-field bg-white px-3.5 py-2 text-ink placeholder:text-muted',
        'aria-invalid:border-danger-700 disabled:cursor-not-allowed disabled:bg-sand',
        code ? 'font-mono text-xl tracking-wider uppercase' : 'text-lg',
        className,
      )}
      {...props}
    />
  );
}
