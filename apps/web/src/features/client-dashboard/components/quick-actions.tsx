import { CalendarPlus, Camera, FilePlus2, Search, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';

/** The dashboard's quick actions, with their fixed labels. */
const ACTIONS: readonly { label: string; href: string; icon: LucideIcon }[] = [
  { label: 'New Request', href: '/client-portal?tab=new', icon: FilePlus2 },
  { label: 'Schedule Appointment', href: '/contact?service=appointment', icon: CalendarPlus },
  { label: 'Upload Photos', href: '/furniture-upload', icon: Camera },
  { label: 'Track Request', href: '/track-request', icon: Search },
];

export function QuickActions() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl sm:text-3xl">
        Quick actions
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {ACTIONS.map(({ label, href, icon: Icon }, index) => (
          <li key={href} className="flex">
            <Link
              href={href}
              className={buttonVariants({
                variant: index === 0 ? 'accent' : 'outline',
                size: 'lg',
                className: 'w-full',
              })}
            >
              <Icon aria-hidden />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
