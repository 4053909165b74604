import { formatCents, type QuoteSummary } from '@ta/shared';
import { ArrowRight, FileText } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { formatDayHeading } from '../../../lib/appointment-format';
import { QuoteStatusBadge } from './quote-status-badge';

/** The client's quotes, newest first, each a card with its state, total and last valid day. */
export function QuoteList({ quotes }: { quotes: readonly QuoteSummary[] }) {
  const t = useT();
  const locale = useLocale();
  if (quotes.length === 0) {
    return (
      <div className="rounded-2xl border-2 border-dashed border-line bg-white p-8 text-center">
        <FileText aria-hidden className="mx-auto size-10 text-brand-700" />
        <p className="mt-3 text-xl">{t('quotes.none')}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {quotes.map((quote) => (
        <li key={quote.id} className="flex">
          <Card highlight={quote.status === 'sent'} className="flex w-full flex-col">
            <CardHeader>
              <CardTitle as="h2">{quote.label}</CardTitle>
              <QuoteStatusBadge status={quote.status} />
            </CardHeader>
            <CardContent className="flex-1 space-y-1 text-lg">
              <p className="font-bold">{t('quotes.total', { total: formatCents(quote.totalCents) })}</p>
              <p>{t('quotes.valid-until', { date: formatDayHeading(quote.validUntil, locale) })}</p>
            </CardContent>
            <CardFooter>
              <Link href={`/quotes/${quote.id}`} className={buttonVariants({ variant: 'outline' })}>
                {t('quotes.open', { label: quote.label })}
                <ArrowRight aria-hidden />
              </Link>
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  );
}
