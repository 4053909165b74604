import {
  FileText,
  HandHeart,
  Handshake,
  HeartPulse,
  Laptop,
  Medal,
  ShieldCheck,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { MessageId } from '../../../i18n/messages/en';

interface IconCard {
  title: MessageId;
  description: MessageId;
  icon: LucideIcon;
}

/** Value pillars and the figures shown as content (texts in the catalogue's `landing` file). */
export const VALUE_PILLARS: readonly IconCard[] = [
  { title: 'landing.why.integrity.title', description: 'landing.why.integrity.description', icon: ShieldCheck },
  { title: 'landing.why.care.title', description: 'landing.why.care.description', icon: HandHeart },
  { title: 'landing.why.reliability.title', description: 'landing.why.reliability.description', icon: Handshake },
  { title: 'landing.why.skills.title', description: 'landing.why.skills.description', icon: Wrench },
];

export const TRUST_FIGURES = [
  { figure: 'landing.why.clients.figure', label: 'landing.why.clients.label' },
  { figure: 'landing.why.nurses.figure', label: 'landing.why.nurses.label' },
  { figure: 'landing.why.founder.figure', label: 'landing.why.founder.label' },
] as const satisfies readonly { figure: MessageId; label: MessageId }[];

/** The team's experience areas. */
export const EXPERIENCE_AREAS: readonly IconCard[] = [
  { title: 'landing.about.healthcare.title', description: 'landing.about.healthcare.description', icon: HeartPulse },
  { title: 'landing.about.veterans.title', description: 'landing.about.veterans.description', icon: Medal },
  { title: 'landing.about.tech.title', description: 'landing.about.tech.description', icon: Laptop },
  { title: 'landing.about.paperwork.title', description: 'landing.about.paperwork.description', icon: FileText },
];
