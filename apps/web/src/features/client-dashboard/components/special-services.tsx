import { Home, Plane, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import type { NextStep } from '../next-step';
import { RETURN_PREPARATION, SEASONAL_HOME_CHECK, type Season } from '../seasonal';

interface SpecialService {
  season: Season;
  title: string;
  icon: LucideIcon;
  text: string;
  action: NextStep;
}

/** The two special-service cards. */
const SERVICES: readonly SpecialService[] = [
  {
    season: 'heading-north',
    title: 'Seasonal Home Check',
    icon: Plane,
    text: 'Away up north for the summer? We visit your Florida home on a schedule you choose: we check doors, windows, water and air conditioning, bring in the mail, and send you a short report.',
    action: SEASONAL_HOME_CHECK,
  },
  {
    season: 'returning',
    title: 'Return Preparation',
    icon: Home,
    text: 'Coming back for the winter? Before you arrive we air the house, check that everything works, and can stock the fridge, so you walk into a home that is ready for you.',
    action: RETURN_PREPARATION,
  },
];

/** The service for the current season gets the accent border and says so in words. */
export function SpecialServices({ season }: { season: Season | null }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl sm:text-3xl">
        Special services for snowbirds
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {SERVICES.map(({ season: forSeason, title, icon: Icon, text, action }) => {
          const inSeason = forSeason === season;
          return (
            <Card key={title} highlight={inSeason} className="flex flex-col">
              <CardHeader>
                <div className="flex items-center gap-3">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-600 text-white">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <CardTitle as="h3">{title}</CardTitle>
                </div>
                {inSeason ? <p className="font-bold text-accent-700">Just right for this time of year</p> : null}
              </CardHeader>
              <CardContent className="flex-1">
                <p>{text}</p>
              </CardContent>
              <CardFooter>
                <Link
                  href={action.href}
                  className={buttonVariants({ variant: inSeason ? 'accent' : 'outline', className: 'text-center' })}
                >
                  {action.label}
                </Link>
              </CardFooter>
            </Card>
          );
        })}
      </div>
    </section>
  );
}
