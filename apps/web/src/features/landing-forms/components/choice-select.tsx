import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';

interface ChoiceSelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  /** The empty first choice's words ("Choose a service"). */
  placeholder: string;
  /** Each choice's value, sent and kept as it is (English). */
  choices: readonly string[];
  /** A choice's words in the page's language. */
  label: (choice: string) => string;
}

/**
 * A native select (easy with a keyboard, a screen reader and a phone's own picker), styled like
 * Input, with a large arrow: the public forms' choice of one of a few words.
 */
export function ChoiceSelect({ className, placeholder, choices, label, ...props }: ChoiceSelectProps) {
  return (
    <div className="relative">
      <select
        className={cn(
          'block min-h-12 w-full cursor-pointer appearance-none rounded-lg border-2 border-field bg-white py-2 pr-11 pl-3.5 text-lg text-ink',
          'aria-invalid:border-danger-700 disabled:cursor-not-allowed disabled:bg-sand',
          className,
        )}
        {...props}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {label(choice)}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-6 -translate-y-1/2 text-brand-800"
      />
    </div>
  );
}
