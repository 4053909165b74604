import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';

const fieldClass =
  'block w-full rounded-lg border-2 border-field bg-white px-3.5 py-2 text-lg text-ink aria-invalid:border-danger-700 disabled:cursor-not-allowed disabled:bg-sand';

/** A native select (easy with a keyboard, a screen reader and a phone's own picker), styled like Input. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={cn(fieldClass, 'min-h-12 cursor-pointer appearance-none pr-11', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-6 -translate-y-1/2 text-brand-800"
      />
    </div>
  );
}

export function Textarea({ className, rows = 5, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(fieldClass, 'min-h-32 resize-y', className)} {...props} />;
}

// Moved to components/ui so the client portal's form uses the same checkbox.
export { CheckboxField } from '../../../components/ui/checkbox-field';
