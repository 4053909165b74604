import { ArrowRight, FileText } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { useT } from '../../../i18n/use-t';
import { useMyQuotes } from '../api/client-quote';

/** The dashboard's card for quotes: shown only once there is one, saying how many wait for an answer. */
export function QuotesDashboardCard() {
  const t = useT();
  const headingId = useId();
  const { data: quotes } = useMyQuotes();
  if (!quotes || quotes.length === 0) return null;
  const waiting = quotes.filter((quote) => quote.status === 'sent').length;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0">
      <Card highlight={waiting > 0} className="flex w-full flex-col">
        <CardHeader>
          <div className="flex items-center gap-3">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-800 text-white">
              <FileText aria-hidden className="size-6" />
            </span>
            <CardTitle id={headingId}>{t('quotes.dashboard.title')}</CardTitle>
          </div>
        </CardHeader>
        <CardContent className="flex-1 text-lg">
          {waiting > 0 ? <p className="font-bold">{t('quotes.dashboard.waiting', { count: waiting })}</p> : null}
        </CardContent>
        <CardFooter>
          <Link href="/quotes" className={buttonVariants({ variant: 'outline' })}>
            {t('quotes.dashboard.open')}
            <ArrowRight aria-hidden />
          </Link>
        </CardFooter>
      </Card>
    </section>
  );
}
