import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * The looks a badge can take. Colour only repeats what the word says (every badge has its word and
 * an icon), and each text colour keeps at least 4.5:1 on its background.
 */
const TONES = {
  neutral: 'border-line bg-sand text-ink',
  brand: 'border-brand-700 bg-brand-50 text-brand-900',
  'brand-strong': 'border-brand-800 bg-brand-100 text-brand-950',
  'brand-solid': 'border-brand-800 bg-brand-800 text-white',
  'brand-outline': 'border-brand-700 bg-white text-brand-900',
  accent: 'border-accent-700 bg-accent-50 text-accent-700',
  success: 'border-success-700 bg-success-50 text-success-700',
  danger: 'border-danger-700 bg-danger-50 text-danger-700',
  'danger-solid': 'border-danger-700 bg-danger-700 text-white',
  // The client area's colours: blue, yellow, green, red, and grey for a state it does not know.
  blue: 'border-blue-700 bg-blue-50 text-blue-900',
  yellow: 'border-amber-600 bg-amber-50 text-amber-900',
  green: 'border-green-700 bg-green-50 text-green-900',
  red: 'border-red-700 bg-red-50 text-red-900',
  gray: 'border-gray-500 bg-gray-50 text-gray-900',
} as const;

export type BadgeTone = keyof typeof TONES;

const SIZES = {
  md: { badge: 'gap-1.5 px-3 py-0.5', icon: 'size-4' },
  /** The tracking page's one large badge. */
  lg: { badge: 'gap-2 px-3.5 py-1 text-lg', icon: 'size-5' },
} as const;

export interface BadgeLook {
  tone: BadgeTone;
  icon: LucideIcon;
}

interface StatusBadgeProps extends BadgeLook {
  /** The state in words: always shown, so colour never carries the meaning alone. */
  label: string;
  /** Read before the label by screen readers only, such as "Status: ". */
  srPrefix?: string;
  size?: keyof typeof SIZES;
  className?: string;
}

/** A state as a pill: an icon and its word, coloured by tone. */
export function StatusBadge({ tone, icon: Icon, label, srPrefix, size = 'md', className }: StatusBadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border-2 font-bold whitespace-nowrap',
        SIZES[size].badge,
        TONES[tone],
        className,
      )}
    >
      <Icon aria-hidden className={cn('shrink-0', SIZES[size].icon)} />
      {srPrefix ? <span className="sr-only">{srPrefix}</span> : null}
      {label}
    </span>
  );
}
