import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldError } from './form-field';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  /** A line under the label, such as why the box is disabled. */
  hint?: ReactNode;
  error?: string | undefined;
}

/** A checkbox with its label beside it; the whole row is the click target (at least 44 px high). */
export function CheckboxField({ label, hint, error, className, disabled, id: ownId, ...props }: CheckboxFieldProps) {
  const generatedId = useId();
  const id = ownId ?? generatedId;
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
      <FieldError id={errorId} error={error} className="mt-1" />
    </div>
  );
}
