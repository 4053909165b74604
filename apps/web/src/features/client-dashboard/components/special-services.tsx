import { Home, Plane, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import type { MessageId } from '../../../i18n/messages/en';
import type { NextStep } from '../next-step';
import { RETURN_PREPARATION, SEASONAL_HOME_CHECK, type Season } from '../seasonal';
import { useDashboardText } from '../use-dashboard-text';

interface SpecialService {
  season: Season;
  title: MessageId;
  icon: LucideIcon;
  text: MessageId;
  action: NextStep;
}

/** The two special-service cards. */
const SERVICES: readonly SpecialService[] = [
  {
    season: 'heading-north',
    title: 'client.special.home-check.title',
    icon: Plane,
    text: 'client.special.home-check.text',
    action: SEASONAL_HOME_CHECK,
  },
  {
    season: 'returning',
    title: 'client.special.return-prep.title',
    icon: Home,
    text: 'client.special.return-prep.text',
    action: RETURN_PREPARATION,
  },
];

/** The service for the current season gets the accent border and says so in words. */
export function SpecialServices({ season }: { season: Season | null }) {
  const headingId = useId();
  const text = useDashboardText();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl sm:text-3xl">
        {text('client.special.heading')}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {SERVICES.map(({ season: forSeason, title, icon: Icon, text: body, action }) => {
          const inSeason = forSeason === season;
          return (
            <Card key={title} highlight={inSeason} className="flex flex-col">
              <CardHeader>
                <div className="flex items-center gap-3">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-600 text-white">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <CardTitle as="h3">{text(title)}</CardTitle>
                </div>
                {inSeason ? <p className="font-bold text-accent-700">{text('client.special.in-season')}</p> : null}
              </CardHeader>
              <CardContent className="flex-1">
                <p>{text(body)}</p>
              </CardContent>
              <CardFooter>
                <Link
                  href={action.href}
                  className={buttonVariants({ variant: inSeason ? 'accent' : 'outline', className: 'text-center' })}
                >
                  {text(action.label)}
                </Link>
              </CardFooter>
            </Card>
          );
        })}
      </div>
    </section>
  );
}
