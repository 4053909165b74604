import { isTextSize, TEXT_SIZES, type Contrast, type TextSize } from '@ta/shared';
import { ALargeSmall, ChevronDown, Contrast as ContrastIcon } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { useLocalePath, useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { applyDisplay, useDisplaySettings, useHighContrast } from '../../lib/display-settings';
import { pageWithoutSecrets } from './language-switch';

/** What each size button shows: the letter grows with the size. */
const SIZE_GLYPHS: Record<TextSize, { glyph: string; className: string }> = {
  normal: { glyph: 'A', className: 'text-base' },
  large: { glyph: 'A+', className: 'text-lg' },
  larger: { glyph: 'A++', className: 'text-xl' },
};

const SIZE_NAMES = {
  normal: 'display.size.normal',
  large: 'display.size.large',
  larger: 'display.size.larger',
} as const;

/** Colours for the header's dark top bar or for a light header. */
const TONES = {
  dark: 'border-white/70 text-white hover:bg-white/15 aria-pressed:bg-white aria-pressed:text-brand-900',
  light:
    'border-brand-700 text-brand-900 hover:bg-brand-50 aria-pressed:bg-brand-800 aria-pressed:text-white aria-pressed:hover:bg-brand-900',
} as const;

/** Keeps the choice (cookies) without leaving the page, which has already changed. */
function keep(name: string, value: string) {
  void fetch('/display', {
    method: 'POST',
    body: new URLSearchParams({ [name]: value }),
    credentials: 'same-origin',
  }).catch(() => undefined);
}

interface DisplayControlsProps {
  tone: keyof typeof TONES;
  className?: string;
}

/**
 * Text size (normal, large, larger) and high contrast, in every header (docs/decisions/033-text-size-and-contrast.md).
 * On wider screens the buttons show in the header; on a phone, where they would take a row of their own,
 * they open from a "Text size" button (a `<details>`, so that works without JavaScript too).
 */
export function DisplayControls({ tone, className }: DisplayControlsProps) {
  const t = useT();
  return (
    <>
      <details className={cn('group sm:hidden', className)}>
        <summary
          className={cn(
            'inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-lg border-2 px-2 font-bold [&::-webkit-details-marker]:hidden',
            TONES[tone],
          )}
        >
          <ALargeSmall aria-hidden className="size-5 shrink-0" />
          {t('display.open')}
          <ChevronDown aria-hidden className="size-5 shrink-0 group-open:rotate-180" />
        </summary>
        <DisplayForm tone={tone} className="flex py-1" />
      </details>
      <DisplayForm tone={tone} className={cn('hidden sm:flex', className)} />
    </>
  );
}

/**
 * The buttons: a plain form to the server, so they work without JavaScript (the server keeps the choice in
 * cookies and shows the same page again). With JavaScript the page changes at once and the choice is sent
 * alongside. The current choice is each button's pressed state, drawn filled, not by colour alone.
 */
function DisplayForm({ tone, className }: DisplayControlsProps) {
  const t = useT();
  const localePath = useLocalePath();
  const [location] = useLocation();
  const search = useSearch();
  const { textSize } = useDisplaySettings();
  const highContrast = useHighContrast();
  const labelId = useId();
  const nextContrast: Contrast = highContrast ? 'standard' : 'high';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const button = (event.nativeEvent as SubmitEvent).submitter;
    if (!(button instanceof HTMLButtonElement)) return;
    event.preventDefault();
    if (button.name === 'textSize' && isTextSize(button.value)) applyDisplay({ textSize: button.value });
    else if (button.name === 'contrast') applyDisplay({ contrast: button.value === 'high' ? 'high' : 'standard' });
    else return;
    keep(button.name, button.value);
  };

  const buttonClass = cn(
    'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1.5 rounded-lg border-2 px-1.5 leading-none font-bold',
    TONES[tone],
  );

  return (
    <form
      method="post"
      action="/display"
      onSubmit={onSubmit}
      className={cn('flex-wrap items-center gap-x-2 gap-y-1', className)}
    >
      <input type="hidden" name="next" value={pageWithoutSecrets(localePath(location), search)} />
      <div role="group" aria-labelledby={labelId} className="flex items-center gap-1">
        <span id={labelId} className="sr-only">
          {t('display.text-size')}
        </span>
        {TEXT_SIZES.map((size) => (
          <button
            key={size}
            type="submit"
            name="textSize"
            value={size}
            aria-pressed={textSize === size}
            className={buttonClass}
          >
            <span className={SIZE_GLYPHS[size].className}>{SIZE_GLYPHS[size].glyph}</span>
            <span className="sr-only"> {t(SIZE_NAMES[size])}</span>
          </button>
        ))}
      </div>
      <button type="submit" name="contrast" value={nextContrast} aria-pressed={highContrast} className={buttonClass}>
        <ContrastIcon aria-hidden className="size-5 shrink-0" />
        <span>
          <FormattedMessage
            id="display.high-contrast"
            values={{ hidden: (chunks) => <span className="sr-only">{chunks}</span> }}
          />
        </span>
      </button>
    </form>
  );
}
