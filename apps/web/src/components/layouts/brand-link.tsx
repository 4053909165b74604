import { defaultBusiness } from '@ta/shared';
import { Link } from 'wouter';
import { cn } from '../../lib/cn';

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={cn('size-11 shrink-0', className)}>
      <rect width="64" height="64" rx="14" className="fill-brand-800" />
      <path d="M32 12 15 19v12c0 10.5 7.2 18.6 17 21 9.8-2.4 17-10.5 17-21V19L32 12Z" className="fill-brand-100" />
      <path
        d="m24 32 6 6 11-12"
        fill="none"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-accent-600"
      />
    </svg>
  );
}

interface BrandProps {
  /** A second line under the name, such as "Back Office". */
  subtitle?: string;
  inverse?: boolean;
}

export const brandLinkClass = 'inline-flex min-h-11 min-w-0 items-center gap-2.5 rounded-lg no-underline';

/**
 * In a header row that may wrap: the row breaks only when even the name's longest word does not fit
 * beside the menu button (large text on a phone), and the name then has the row to itself.
 */
export const wrappingBrandClass = 'grow basis-[min-content]';

/** The mark and the business name, for use inside a link. */
export function Brand({ subtitle, inverse = false }: BrandProps) {
  return (
    <>
      <BrandMark />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className={cn('text-lg font-bold sm:text-xl', inverse ? 'text-white' : 'text-brand-950')}>
          {defaultBusiness.name}
        </span>
        {subtitle ? <span className={cn('text-sm', inverse ? 'text-brand-100' : 'text-muted')}>{subtitle}</span> : null}
      </span>
    </>
  );
}

export function BrandLink({ href, className, ...brand }: BrandProps & { href: string; className?: string }) {
  return (
    <Link href={href} className={cn(brandLinkClass, className)}>
      <Brand {...brand} />
    </Link>
  );
}
