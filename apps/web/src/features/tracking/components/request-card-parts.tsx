import type { ReactNode, Ref } from 'react';

interface RequestCardHeadingProps {
  heading: string;
  /** What the code is called, before it: "Tracking code". */
  codeLabel: string;
  code: string;
  /** Said to screen readers before the badge: "Status:". */
  statusLabel: string;
  badge: ReactNode;
  /** The page moves focus here once the request is found. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The top of a tracked request's card: its heading and tracking code, with the status badge beside them. */
export function RequestCardHeading({
  heading,
  codeLabel,
  code,
  statusLabel,
  badge,
  headingRef,
}: RequestCardHeadingProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl outline-none focus-visible:shadow-none sm:text-3xl">
          {heading}
        </h2>
        <p className="mt-1 text-muted">
          {codeLabel} <code className="font-mono text-lg font-bold tracking-wider text-brand-950">{code}</code>
        </p>
      </div>
      <p>
        <span className="sr-only">{statusLabel} </span>
        {badge}
      </p>
    </div>
  );
}

/** One fact of the request in the card's list: a term and its value. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-base font-bold text-muted">{term}</dt>
      <dd className="mt-0.5 text-lg wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}
