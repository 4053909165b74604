import { formatCents, type SessionUser } from '@ta/shared';
import { useSearch } from 'wouter';
import { InvoiceLinesTable } from '../../../components/billing/invoice-lines-table';
import { BackLink } from '../../../components/ui/back-link';
import { buttonVariants } from '../../../components/ui/button';
import { invoicePayPath } from '../../../features/card-payments/api/pay-by-card';
import {
  cameBackFromCard,
  CardPaymentStatus,
  useReadAgainUntilPaid,
} from '../../../features/card-payments/components/card-payment-status';
import { PayByCardForm } from '../../../features/card-payments/components/pay-by-card-form';
import { myInvoiceRead, useMyInvoice } from '../../../features/client-invoices/api/my-invoices';
import { InvoicePayments } from '../../../features/client-invoices/components/invoice-payments';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { formatAppointmentDate } from '../../../lib/appointment-format';
import { PageMeta } from '../../../lib/page-meta';
import type { Prefetch } from '../../../lib/server-read';
import { ClientLayout } from '../../layouts/client-layout';

/** The server reads the invoice, so the page (or its "not found", answered 404) is in the HTML without JavaScript. */
export const prefetch: Prefetch = (params) => [myInvoiceRead(params.id ?? '')];

/**
 * /invoices/:id: one invoice, its state in words, its lines, payments and balance, the Pay by card
 * button while something is left to pay (docs/payments.md), and the PDF. The client and someone of
 * their circle with the billing right see the same page. Back from Stripe (`?paid=card`), it says the
 * payment is being confirmed and reads the invoice again until Stripe's webhook has marked it paid.
 */
export function InvoicePage({ id }: { user: SessionUser; id: string }) {
  const t = useT();
  const locale = useLocale();
  const search = useSearch();
  const invoice = useMyInvoice(Number(id));
  const data = invoice.data;
  const backFromCard = cameBackFromCard(search);
  const paid = data?.state === 'paid';
  useReadAgainUntilPaid(backFromCard && !!data && !paid, invoice.refetch);
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
              {backFromCard ? <CardPaymentStatus paid={paid} checkAgainHref={`?${search}`} /> : null}
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
              {/* Back from Stripe, the payment just made is being confirmed: no second button to pay it again. */}
              {data.payByCard && !backFromCard ? (
                <PayByCardForm
                  balanceCents={data.balanceCents}
                  apiPath={invoicePayPath(data.id)}
                  pagePath={`/invoices/${data.id}`}
                />
              ) : null}
              <section aria-labelledby="payments-heading">
                <h2 id="payments-heading" className="mb-2 text-2xl">
                  {t('invoices.payments')}
                </h2>
                <InvoicePayments payments={data.payments} recipientName={data.recipientName} />
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
