import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A white panel; `highlight` gives it the accent border used for the one card to look at first. */
export function Card({ className, highlight = false, ...props }: ComponentProps<'div'> & { highlight?: boolean }) {
  return (
    <div
      className={cn(
        'rounded-2xl bg-white shadow-card',
        highlight ? 'border-2 border-accent-600' : 'border border-line',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('space-y-1.5 p-5 pb-0 sm:p-7 sm:pb-0', className)} {...props} />;
}

export function CardTitle({ className, as: Heading = 'h2', ...props }: ComponentProps<'h2'> & { as?: 'h2' | 'h3' }) {
  return <Heading className={cn('text-xl sm:text-2xl', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-muted', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5 sm:p-7', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-wrap items-center gap-3 px-5 pb-5 sm:px-7 sm:pb-7', className)} {...props} />;
}
