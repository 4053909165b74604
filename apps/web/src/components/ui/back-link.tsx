import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn';

/** The link back to the page above this one, with its arrow, at the top of a page (a 44px target). */
export function BackLink({ href, spaced = false, children }: { href: string; spaced?: boolean; children: ReactNode }) {
  return (
    <Link href={href} className={cn(spaced && 'mb-6', 'inline-flex min-h-11 items-center gap-2 font-bold')}>
      <ArrowLeft aria-hidden className="size-5" />
      {children}
    </Link>
  );
}
