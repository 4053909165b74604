import { formatCents, type SessionUser } from '@ta/shared';
import { InvoiceLinesTable } from '../../../components/billing/invoice-lines-table';
import { BackLink } from '../../../components/ui/back-link';
import { buttonVariants } from '../../../components/ui/button';
import { myInvoiceRead, useMyInvoice } from '../../../features/client-invoices/api/my-invoices';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { formatAppointmentDate } from '../../../lib/appointment-format';
import { PageMeta } from '../../../lib/page-meta';
import type { Prefetch } from '../../../lib/server-read';
import { ClientLayout } from '../../layouts/client-layout';

/** The server reads the invoice, so the page (or its "not found", answered 404) is in the HTML without JavaScript. */
export const prefetch: Prefetch = (params) => [myInvoiceRead(params.id ?? '')];

/** /invoices/:id: one invoice, its state in words, its lines, payments and balance, and the PDF. */
export function InvoicePage({ id }: { user: SessionUser; id: string }) {
  const t = useT();
  const locale = useLocale();
  const invoice = useMyInvoice(Number(id));
  const data = invoice.data;
  return (
    <ClientLayout>
      <PageMeta
        title={data ? t('invoices.label', { label: data.label }) : t('invoices.title')}
        description={t('invoices.description')}
        noIndex
        {...(data === null ? { status: 404 } : {})}
      />
      <div className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-3xl space-y-6">
          <BackLink href="/invoices">{t('invoices.back')}</BackLink>
          {invoice.isPending ? (
            <p role="status">{t('invoices.loading')}</p>
          ) : !data ? (
            <p role="alert">{invoice.isError ? t('invoices.load-error') : t('invoices.not-found')}</p>
          ) : (
            <>
              <h1 className="text-3xl sm:text-4xl">{t('invoices.label', { label: data.label })}</h1>
              <p className="text-xl font-bold">{t('invoices.state', { state: data.state })}</p>
              <p>
                {t('invoices.issued', { date: formatAppointmentDate(data.issuedOn, locale) })} ·{' '}
                {t('invoices.due', { date: formatAppointmentDate(data.dueOn, locale) })}
              </p>
              <section aria-labelledby="lines-heading">
                <h2 id="lines-heading" className="mb-2 text-2xl">
                  {t('invoices.lines')}
                </h2>
                <InvoiceLinesTable
                  lines={data.lines}
                  headings={{
                    description: t('invoices.description-col'),
                    quantity: t('invoices.quantity-col'),
                    price: t('invoices.price-col'),
                    amount: t('invoices.amount-col'),
                  }}
                />
                <p className="mt-3">
                  {t('invoices.subtotal')}: {formatCents(data.subtotalCents)}
                </p>
                {data.discountCents > 0 ? (
                  <p>
                    {t('invoices.discount')}: {formatCents(-data.discountCents)}
                  </p>
                ) : null}
                <p className="font-bold">{t('invoices.total', { amount: formatCents(data.totalCents) })}</p>
                <p>{t('invoices.paid', { amount: formatCents(data.paidCents) })}</p>
                <p className="text-xl font-bold">{t('invoices.balance', { amount: formatCents(data.balanceCents) })}</p>
              </section>
              <section aria-labelledby="payments-heading">
                <h2 id="payments-heading" className="mb-2 text-2xl">
                  {t('invoices.payments')}
                </h2>
                {data.payments.length === 0 ? (
                  <p>{t('invoices.no-payments')}</p>
                ) : (
                  <ul className="list-disc space-y-1 pl-6">
                    {data.payments.map((p) => (
                      <li key={p.id}>
                        {t('invoices.payment', {
                          date: formatAppointmentDate(p.receivedOn, locale),
                          amount: formatCents(p.amountCents),
                          method: t('invoices.method', { method: p.method }),
                        })}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <p>{t('invoices.how-to-pay')}</p>
              <a href={`/api/invoices/${data.id}/pdf`} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
                {t('invoices.pdf')}
              </a>
            </>
          )}
        </div>
      </div>
    </ClientLayout>
  );
}
