import {
  CalendarCheck,
  CalendarPlus,
  Camera,
  FilePlus2,
  Mail,
  Phone,
  Search,
  SunMedium,
  type LucideIcon,
} from 'lucide-react';
import type { NextStepIcon } from '../next-step';

const ICONS: Record<NextStepIcon, LucideIcon> = {
  request: FilePlus2,
  schedule: CalendarPlus,
  photos: Camera,
  track: Search,
  appointments: CalendarCheck,
  call: Phone,
  email: Mail,
  seasonal: SunMedium,
};

/** A decorative tile beside a step: the words carry the meaning. */
export function StepIcon({ icon }: { icon: NextStepIcon }) {
  const Icon = ICONS[icon];
  return (
    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
      <Icon aria-hidden className="size-6" />
    </span>
  );
}
