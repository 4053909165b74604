import { Eye, EyeOff } from 'lucide-react';
import { useEffect, useState, type ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/use-hydrated';
import { Input } from './input';

/** A revealed password hides again after 5 seconds. */
export const PASSWORD_REVEAL_MS = 5000;

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'>;

export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), PASSWORD_REVEAL_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  return (
    <div className="relative">
      <Input
        type={visible ? 'text' : 'password'}
        className={cn('pr-24', className)}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        {...props}
      />
      {/* The reveal needs the script: without it, no button that does nothing. */}
      {hydrated ? (
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0.5 right-0.5 inline-flex min-h-11 min-w-11 cursor-pointer items-center gap-1.5 rounded-md px-2.5 font-bold text-brand-800 hover:bg-brand-50"
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
          <FormattedMessage
            id={visible ? 'ui.password.hide' : 'ui.password.show'}
            values={{ sr: (words) => <span className="sr-only">{words}</span> }}
          />
        </button>
      ) : null}
    </div>
  );
}
