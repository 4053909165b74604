import { CircleCheck, CircleDot, CircleX, Hourglass, type LucideIcon } from 'lucide-react';
import { contactStatusBadge, type ContactBadgeVariant } from '../contact-status';

/** The badge looks (secondary, default, outline, destructive), each with an icon and its word. */
const looks: Record<ContactBadgeVariant, { className: string; icon: LucideIcon }> = {
  secondary: { className: 'border-line bg-sand text-ink', icon: CircleDot },
  default: { className: 'border-brand-800 bg-brand-800 text-white', icon: Hourglass },
  outline: { className: 'border-brand-700 bg-white text-brand-900', icon: CircleCheck },
  destructive: { className: 'border-danger-700 bg-danger-700 text-white', icon: CircleX },
};

export function ContactStatusBadge({ status }: { status: string }) {
  const { variant, label } = contactStatusBadge(status);
  const { className, icon: Icon } = looks[variant];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border-2 px-3 py-0.5 font-bold whitespace-nowrap ${className}`}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      {label}
    </span>
  );
}
