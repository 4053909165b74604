import { CARD_PAYMENT_MESSAGES } from '@ta/shared';
import { useSearch } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { payLinkPayPath } from '../../../features/card-payments/api/pay-by-card';
import { payLinkRead, usePayLink } from '../../../features/card-payments/api/pay-link';
import {
  cameBackFromCard,
  CardPaymentStatus,
  useReadAgainUntilPaid,
} from '../../../features/card-payments/components/card-payment-status';
import { PayByCardForm } from '../../../features/card-payments/components/pay-by-card-form';
import { PayLinkInvoiceSummary } from '../../../features/card-payments/components/pay-link-invoice';
import { useKnownText } from '../../../i18n/known-text';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { PageMeta } from '../../../lib/page-meta';
import type { Prefetch } from '../../../lib/server-read';
import { SiteLayout } from '../../layouts/site-layout';

/** The server reads the invoice (an old or made-up link fills null, answered 404), so the page and its Pay button work without JavaScript. */
export const prefetch: Prefetch = ({ token = '' }) => [payLinkRead(token)];

/**
 * /pay/:token, the Pay by card link in an invoice e-mail (docs/payments.md): the invoice's sums and
 * state, signed out, and the Pay button while something is left to pay. Only the newest e-mail's link
 * opens it. Back from Stripe (`?paid=card`), it says the payment is being confirmed until it is paid.
 */
export function PayLinkPage({ token }: { token: string }) {
  const t = useT();
  const known = useKnownText();
  const localePath = useLocalePath();
  const search = useSearch();
  const invoice = usePayLink(token);
  const data = invoice.data;
  const backFromCard = cameBackFromCard(search);
  const paid = data?.state === 'paid';
  useReadAgainUntilPaid(backFromCard && !!data && !paid, invoice.refetch);

  let content;
  if (data === null) {
    content = (
      <>
        <h1 className="text-3xl sm:text-4xl">{t('invoices.pay-link.title')}</h1>
        <Alert tone="error">{known(CARD_PAYMENT_MESSAGES.linkNotFound)}</Alert>
      </>
    );
  } else if (data === undefined) {
    content = (
      <QueryFallback
        query={invoice}
        loading={t('invoices.pay-link.loading')}
        errorTitle={t('invoices.pay-link.load-error')}
      />
    );
  } else {
    content = (
      <>
        <PayLinkInvoiceSummary invoice={data} />
        {backFromCard ? <CardPaymentStatus paid={paid} checkAgainHref={`?${search}`} /> : null}
        {/* Back from Stripe, the payment just made is being confirmed: no second button to pay it again. */}
        {data.payByCard && !backFromCard ? (
          <PayByCardForm
            balanceCents={data.balanceCents}
            apiPath={payLinkPayPath(token)}
            pagePath={`/pay/${encodeURIComponent(token)}`}
          />
        ) : null}
        {data.balanceCents > 0 && data.state !== 'void' ? <p>{t('invoices.how-to-pay')}</p> : null}
      </>
    );
  }

  return (
    <SiteLayout>
      <PageMeta
        title={data ? t('invoices.label', { label: data.label }) : t('invoices.pay-link.title')}
        description={t('invoices.pay-link.description')}
        noIndex
        {...(data === null ? { status: 404 } : {})}
      />
      <div className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-2xl space-y-6">
          {content}
          <p>
            <a href={localePath('/invoices')} className="inline-flex min-h-11 items-center font-bold">
              {t('invoices.pay-link.sign-in')}
            </a>
          </p>
        </div>
      </div>
    </SiteLayout>
  );
}
