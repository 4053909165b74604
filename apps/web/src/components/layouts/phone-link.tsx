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
      className={cn('inline-flex min-h-11 items-center gap-2 font-bold whitespace-nowrap', className)}
    >
      <Phone aria-hidden className="size-5 shrink-0" />
      {/* Below 360 px only the number shows (screen readers still hear the words): the header's top
          bar holds the phone and the language switch on one line at 320 px. */}
      {prefix ? <span className="max-[359px]:sr-only">{prefix}</span> : null}
      <span>{defaultBusiness.phoneDisplay}</span>
    </a>
  );
}
