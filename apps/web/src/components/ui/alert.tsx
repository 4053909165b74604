import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const alertVariants = cva('flex gap-3 rounded-lg border-2 p-4', {
  variants: {
    tone: {
      error: 'border-danger-700 bg-danger-50 text-danger-700',
      success: 'border-success-700 bg-success-50 text-success-700',
      info: 'border-brand-700 bg-brand-50 text-brand-900',
    },
  },
  defaultVariants: { tone: 'info' },
});

const icons = { error: CircleAlert, success: CircleCheck, info: Info } as const;

interface AlertProps extends VariantProps<typeof alertVariants> {
  title?: string;
  children: ReactNode;
  className?: string;
}

/** A message that stays on the page. Errors interrupt screen readers; others wait politely. */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const Icon = icons[tone ?? 'info'];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn(alertVariants({ tone }), className)}>
      <Icon aria-hidden className="mt-0.5 size-6 shrink-0" />
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-bold">{title}</p> : null}
        <div className="text-ink">{children}</div>
      </div>
    </div>
  );
}
