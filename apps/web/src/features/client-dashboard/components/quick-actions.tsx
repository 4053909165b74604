import { CalendarPlus, Camera, FilePlus2, Search, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import type { MessageId } from '../../../i18n/messages/en';
import { useT } from '../../../i18n/use-t';

/** The dashboard's quick actions, with their fixed labels. */
const ACTIONS: readonly { label: MessageId; href: string; icon: LucideIcon }[] = [
  { label: 'client.quick.new-request', href: '/client-portal?tab=new', icon: FilePlus2 },
  { label: 'client.quick.schedule', href: '/contact?service=appointment', icon: CalendarPlus },
  { label: 'client.quick.upload', href: '/furniture-upload', icon: Camera },
  { label: 'client.quick.track', href: '/track-request', icon: Search },
];

export function QuickActions() {
  const headingId = useId();
  const t = useT();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl sm:text-3xl">
        {t('client.quick.heading')}
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
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
