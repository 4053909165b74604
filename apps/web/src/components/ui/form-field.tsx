import { Slot } from '@radix-ui/react-slot';
import { CircleAlert } from 'lucide-react';
import { useId, type ReactElement } from 'react';
import { useKnownText } from '../../i18n/known-text';
import { cn } from '../../lib/cn';
import { Label } from './label';

interface FormFieldProps {
  label: string;
  /** The message under the field; also marks the control invalid. */
  error?: string | undefined;
  hint?: string;
  className?: string;
  /**
   * One control (input, select, textarea); it receives aria-describedby and aria-invalid, and an id
   * unless it has its own (a form's problem list links to it).
   */
  children: ReactElement<{ id?: string }>;
}

export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const generatedId = useId();
  const id = children.props.id ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={hintId} className="text-base text-muted">
          {hint}
        </p>
      ) : null}
      <Slot id={id} aria-describedby={describedBy || undefined} aria-invalid={error ? true : undefined}>
        {children}
      </Slot>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * A field's message, under it. The live region is kept in the page even without a message, so
 * screen readers announce one when it appears; `id` is what the field's aria-describedby names.
 */
export function FieldError({
  id,
  error,
  className,
}: {
  id: string;
  error?: string | null | undefined;
  className?: string;
}) {
  const known = useKnownText();
  return (
    <div id={id} aria-live="polite">
      {error ? (
        <p className={cn('flex items-start gap-1.5 font-bold text-danger-700', className)}>
          <CircleAlert aria-hidden className="mt-1 size-5 shrink-0" />
          <span>{known(error)}</span>
        </p>
      ) : null}
    </div>
  );
}
