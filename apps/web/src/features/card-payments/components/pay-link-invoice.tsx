import { defaultBusiness, formatCents, type PayLinkInvoice } from '@ta/shared';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { formatAppointmentDate } from '../../../lib/appointment-format';

/**
 * What an e-mailed pay link shows, signed out: who it is from, the invoice's number, who it is billed
 * to, its days and sums, and its state in words. Nothing of the client's address or account.
 */
export function PayLinkInvoiceSummary({ invoice }: { invoice: PayLinkInvoice }) {
  const t = useT();
  const locale = useLocale();
  const rows: [string, string][] = [
    [t('invoices.pay-link.billed-to'), invoice.recipientName],
    [t('invoices.pay-link.issued'), formatAppointmentDate(invoice.issuedOn, locale)],
    [t('invoices.pay-link.due'), formatAppointmentDate(invoice.dueOn, locale)],
    [t('invoices.pay-link.total'), formatCents(invoice.totalCents)],
    [t('invoices.pay-link.paid'), formatCents(invoice.paidCents)],
  ];
  return (
    <div className="space-y-4">
      <div>
        <p className="text-lg font-bold text-brand-800">
          {t('invoices.pay-link.from', { business: defaultBusiness.name })}
        </p>
        <h1 className="text-3xl sm:text-4xl">{t('invoices.label', { label: invoice.label })}</h1>
      </div>
      <p className="text-xl font-bold" data-testid="pay-link-state">
        {t('invoices.state', { state: invoice.state })}
      </p>
      <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-line bg-white p-5 text-lg sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-bold">{term}</dt>
            <dd className="mb-2 sm:mb-0">{value}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="text-xl font-bold">{t('invoices.pay-link.balance')}</dt>
          <dd className="text-xl font-bold">{formatCents(invoice.balanceCents)}</dd>
        </div>
      </dl>
    </div>
  );
}
