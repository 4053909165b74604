import type { ReactNode } from 'react';

interface QuoteSectionProps {
  /** The heading's id, which names the section. */
  headingId: string;
  heading: string;
  /** The card's border: Approve stands out with a thicker one in the brand colour. */
  border?: string;
  children: ReactNode;
}

/** A white card of the quote page under its own heading: the terms, and each way to answer. */
export function QuoteSection({ headingId, heading, border = 'border border-line', children }: QuoteSectionProps) {
  return (
    <section aria-labelledby={headingId} className={`rounded-2xl ${border} bg-white p-5 sm:p-7`}>
      <h2 id={headingId} className="text-2xl">
        {heading}
      </h2>
      {children}
    </section>
  );
}
