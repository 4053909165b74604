import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { isExternalStep } from '../next-step';

interface ActionLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/** A page of the site through the router, or a plain link for a phone call or an e-mail. */
export function ActionLink({ href, className, children }: ActionLinkProps) {
  if (isExternalStep({ href })) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}
