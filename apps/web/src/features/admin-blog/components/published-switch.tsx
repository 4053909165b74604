import { useId } from 'react';
import { cn } from '../../../lib/cn';

interface PublishedSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * An on/off switch (role="switch", like Radix's) named "Published", with the current state beside
 * it in words: Published or Draft, never the colour alone.
 */
export function PublishedSwitch({ checked, onChange, disabled = false }: PublishedSwitchProps) {
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
      <div>
        <span id={`${id}-label`} className="block text-lg font-bold">
          Published
        </span>
        <span id={`${id}-state`} className="block text-muted">
          {checked ? 'Published: anyone can read it on the blog.' : 'Draft: only staff and admins can see it.'}
        </span>
      </div>
    </div>
  );
}
