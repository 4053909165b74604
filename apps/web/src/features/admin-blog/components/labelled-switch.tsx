import { useId } from 'react';
import { cn } from '../../../lib/cn';

interface LabelledSwitchProps {
  /** The switch's name ("Published"). */
  label: string;
  /** The current state in words, beside the switch: never the colour alone. */
  stateText: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off switch (role="switch", like Radix's) with its name and its state in words beside it. */
export function LabelledSwitch({ label, stateText, checked, onChange, disabled = false }: LabelledSwitchProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-state`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'inline-flex h-11 w-20 shrink-0 cursor-pointer items-center rounded-full border-2 p-1 transition-colors disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'border-success-700 bg-success-700' : 'border-field bg-sand',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'size-8 rounded-full bg-white shadow-card transition-transform',
            checked ? 'translate-x-9' : 'translate-x-0',
          )}
        />
      </button>
      <div className="min-w-0 flex-1">
        <span id={`${id}-label`} className="block text-lg font-bold">
          {label}
        </span>
        <span id={`${id}-state`} className="block text-muted">
          {stateText}
        </span>
      </div>
    </div>
  );
}
