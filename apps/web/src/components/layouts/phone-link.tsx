import { defaultBusiness } from '@ta/shared';
import { Phone } from 'lucide-react';
import { cn } from '../../lib/cn';

interface PhoneLinkProps {
  className?: string;
  /** Words before the number, such as "Call us". */
  prefix?: string;
}

/** The business phone as a tap-to-call link (visible on every public page). */
export function PhoneLink({ className, prefix }: PhoneLinkProps) {
  return (
    <a
      href={`tel:${defaultBusiness.phoneE164}`}
      // The number never breaks inside; with large text on a narrow screen it moves under the icon.
      className={cn('inline-flex min-h-11 flex-wrap items-center gap-x-2', className)}
    >
      <Phone aria-hidden className="size-5 shrink-0" />
      {prefix ? <span className="font-bold whitespace-nowrap">{prefix}</span> : null}
      <span className="font-bold whitespace-nowrap">{defaultBusiness.phoneDisplay}</span>
    </a>
  );
}
