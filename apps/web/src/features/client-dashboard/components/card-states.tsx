import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';

/** A spinner and two grey bars where a card's list will appear. */
export function CardLoading({ label }: { label: string }) {
  return (
    <div className="space-y-4">
      <Spinner label={label} showLabel />
      <div aria-hidden className="space-y-3">
        <div className="h-5 w-3/4 animate-pulse rounded bg-sand motion-reduce:animate-none" />
        <div className="h-5 w-1/2 animate-pulse rounded bg-sand motion-reduce:animate-none" />
      </div>
    </div>
  );
}

/** What a card says when its data did not load; the page's message above offers Try Again. */
export function CardFailed({ children }: { children: ReactNode }) {
  return <p className="text-muted">{children}</p>;
}
