import { ChevronDown, CircleAlert } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
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

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  /** A line under the label, such as why the box is disabled. */
  hint?: ReactNode;
  error?: string | undefined;
}

/** A checkbox with its label beside it; the whole row is the click target (at least 44 px high). */
export function CheckboxField({ label, hint, error, className, disabled, ...props }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          disabled={disabled}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          className="mt-2.5 size-6 shrink-0 cursor-pointer accent-brand-800 disabled:cursor-not-allowed"
          {...props}
        />
        <div className="min-w-0">
          <label
            htmlFor={id}
            className={cn(
              'flex min-h-11 items-center py-1.5 font-bold',
              disabled ? 'cursor-not-allowed text-muted' : 'cursor-pointer text-ink',
            )}
          >
            <span>{label}</span>
          </label>
          {hint ? (
            <p id={hintId} className="text-base text-muted">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      <div id={errorId} aria-live="polite">
        {error ? (
          <p className="mt-1 flex items-start gap-1.5 font-bold text-danger-700">
            <CircleAlert aria-hidden className="mt-1 size-5 shrink-0" />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
