import { FileText } from 'lucide-react';
import { DashboardCard, DashboardCardLink } from '../../../components/dashboard/dashboard-card';
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
      footer={<DashboardCardLink href="/quotes">{t('quotes.dashboard.open')}</DashboardCardLink>}
    >
      {waiting > 0 ? <p className="font-bold">{t('quotes.dashboard.waiting', { count: waiting })}</p> : null}
    </DashboardCard>
  );
}
