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

interface ChoiceOptionsProps<Choice extends string> {
  /** The empty first option's words: "Choose a status". */
  placeholder: string;
  /** Each choice's value, sent as it is. */
  choices: readonly Choice[];
  /** A choice's words. */
  label: (choice: Choice) => string;
}

/** A NativeSelect's options for a choice of one of a fixed list: the empty first option, then each choice. */
export function ChoiceOptions<Choice extends string>({ placeholder, choices, label }: ChoiceOptionsProps<Choice>) {
  return (
    <>
      <option value="">{placeholder}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {label(choice)}
        </option>
      ))}
    </>
  );
}
