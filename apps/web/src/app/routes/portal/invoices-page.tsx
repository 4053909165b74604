import { formatCents, type SessionUser } from '@ta/shared';
import { Link } from 'wouter';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { myInvoicesRead, useMyInvoices } from '../../../features/client-invoices/api/my-invoices';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { formatAppointmentDate } from '../../../lib/appointment-format';
import type { Prefetch } from '../../../lib/server-read';
import { ClientPage } from '../../layouts/client-layout';

/** The server reads the list, so the page is in the HTML without JavaScript. */
export const prefetch: Prefetch = () => [myInvoicesRead];

/** /invoices: the client's invoices with their state in words, totals and balances. */
export function InvoicesPage(_props: { user: SessionUser }) {
  const t = useT();
  const locale = useLocale();
  const invoices = useMyInvoices();
  return (
    <ClientPage title={t('invoices.title')} description={t('invoices.description')} className="max-w-3xl space-y-6">
      <BackLink href="/dashboard">{t('invoices.back-to-dashboard')}</BackLink>
      <h1 className="text-3xl sm:text-4xl">{t('invoices.title')}</h1>
      <p className="prose-width text-lg text-muted">{t('invoices.intro')}</p>
      {invoices.isPending ? (
        <p role="status">{t('invoices.loading')}</p>
      ) : !invoices.data ? (
        <div role="alert" className="space-y-3">
          <p>{t('invoices.load-error')}</p>
          <Button type="button" onClick={() => void invoices.refetch()}>
            {t('invoices.retry')}
          </Button>
        </div>
      ) : invoices.data.length === 0 ? (
        <p className="text-lg">{t('invoices.empty')}</p>
      ) : (
        <ul className="space-y-4">
          {invoices.data.map((invoice) => (
            <li key={invoice.id} className="rounded-2xl border border-line bg-white p-5 shadow-card">
              <h2 className="text-2xl">{t('invoices.label', { label: invoice.label })}</h2>
              <p className="font-bold">{t('invoices.state', { state: invoice.state })}</p>
              <p>
                {t('invoices.issued', { date: formatAppointmentDate(invoice.issuedOn, locale) })} ·{' '}
                {t('invoices.due', { date: formatAppointmentDate(invoice.dueOn, locale) })}
              </p>
              <p>{t('invoices.total', { amount: formatCents(invoice.totalCents) })}</p>
              <p className="font-bold">{t('invoices.balance', { amount: formatCents(invoice.balanceCents) })}</p>
              <Link
                href={`/invoices/${invoice.id}`}
                className="mt-2 inline-flex min-h-11 items-center font-bold underline"
              >
                {t('invoices.open', { label: invoice.label })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ClientPage>
  );
}
