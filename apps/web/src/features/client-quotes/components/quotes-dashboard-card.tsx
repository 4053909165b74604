import { ArrowRight, FileText } from 'lucide-react';
import { Link } from 'wouter';
import { DashboardCard } from '../../../components/dashboard/dashboard-card';
import { buttonVariants } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { useMyQuotes } from '../api/client-quote';

/** The dashboard's card for quotes: shown only once there is one, saying how many wait for an answer. */
export function QuotesDashboardCard() {
  const t = useT();
  const { data: quotes } = useMyQuotes();
  if (!quotes || quotes.length === 0) return null;
  const waiting = quotes.filter((quote) => quote.status === 'sent').length;
  return (
    <DashboardCard
      title={t('quotes.dashboard.title')}
      icon={FileText}
      highlight={waiting > 0}
      largeText
      footer={
        <Link href="/quotes" className={buttonVariants({ variant: 'outline' })}>
          {t('quotes.dashboard.open')}
          <ArrowRight aria-hidden />
        </Link>
      }
    >
      {waiting > 0 ? <p className="font-bold">{t('quotes.dashboard.waiting', { count: waiting })}</p> : null}
    </DashboardCard>
  );
}
