import { CalendarDays, Camera, ChevronRight, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useT } from '../../../i18n/use-t';

/** Quick links to appointments, the profile and furniture photos. */
const QUICK_LINKS = [
  { href: '/appointments', label: 'client.links.appointments', icon: CalendarDays },
  { href: '/profile', label: 'client.links.profile', icon: UserRound },
  { href: '/furniture-upload', label: 'client.links.photos', icon: Camera },
] as const;

export function QuickLinksCard() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('client.links.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <nav aria-label={t('client.links.title')}>
          <ul className="space-y-1">
            {QUICK_LINKS.map(({ href, label, icon: Icon }) => (
              <li key={href}>
                <Link
                  href={href}
                  className="flex min-h-12 items-center gap-3 rounded-lg px-2 font-bold text-brand-800 no-underline hover:bg-brand-50"
                >
                  <Icon aria-hidden className="size-5 shrink-0" />
                  <span className="flex-1">{t(label)}</span>
                  <ChevronRight aria-hidden className="size-5 shrink-0" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </CardContent>
    </Card>
  );
}
