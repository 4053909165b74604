import { ArrowRight, UsersRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { useT } from '../../../i18n/use-t';
import { useHelpedAccounts } from '../api/helped-accounts';
import { ActingForm } from './acting-form';

/**
 * The dashboard's way to the circle: who can help the account holder, and the accounts they help
 * with themselves (one button each to start helping).
 */
export function CircleDashboardCard() {
  const t = useT();
  const headingId = useId();
  const helped = useHelpedAccounts().data ?? [];
  return (
    <section aria-labelledby={headingId} data-testid="circle-dashboard-card">
      <Card>
        <CardHeader>
          <div className="flex items-center gap-3">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-800 text-white">
              <UsersRound aria-hidden className="size-6" />
            </span>
            <CardTitle id={headingId}>{t('circle.title')}</CardTitle>
          </div>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-lg">{t('circle.dashboard.text')}</p>
          {helped.length > 0 ? (
            <div className="space-y-2">
              <p className="font-bold">{t('circle.dashboard.helping')}</p>
              <ul className="flex flex-wrap gap-3">
                {helped.map((account) => (
                  <li key={account.clientId}>
                    <ActingForm clientId={account.clientId}>
                      {(pending) => (
                        <Button type="submit" variant="accent" disabled={pending} data-testid="circle-help-now">
                          {t('circle.banner.help-with', { name: account.name })}
                        </Button>
                      )}
                    </ActingForm>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </CardContent>
        <CardFooter>
          <Link href="/circle" className={buttonVariants({ variant: 'outline' })}>
            {t('circle.dashboard.open')}
            <ArrowRight aria-hidden />
          </Link>
        </CardFooter>
      </Card>
    </section>
  );
}
