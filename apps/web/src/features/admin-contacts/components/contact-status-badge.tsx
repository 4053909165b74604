import { CircleCheck, CircleDot, CircleX, Hourglass } from 'lucide-react';
import { StatusBadge, type BadgeLook } from '../../../components/ui/status-badge';
import { contactStatusBadge, type ContactBadgeVariant } from '../contact-status';

/** The badge looks (secondary, default, outline, destructive), each with an icon and its word. */
const LOOKS: Record<ContactBadgeVariant, BadgeLook> = {
  secondary: { tone: 'neutral', icon: CircleDot },
  default: { tone: 'brand-solid', icon: Hourglass },
  outline: { tone: 'brand-outline', icon: CircleCheck },
  destructive: { tone: 'danger-solid', icon: CircleX },
};

export function ContactStatusBadge({ status }: { status: string }) {
  const { variant, label } = contactStatusBadge(status);
  return <StatusBadge {...LOOKS[variant]} label={label} />;
}
