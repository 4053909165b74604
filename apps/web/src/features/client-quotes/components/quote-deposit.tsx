import { formatCents, type ClientQuote } from '@ta/shared';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { FormProblems } from '../../../components/ui/form-problems';
import { FormSubmit } from '../../../components/ui/form-submit';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { formatDayHeading } from '../../../lib/appointment-format';
import { useErrorText } from '../../../lib/error-text';
import { PageFormMarker, usePageFormResult } from '../../../lib/page-form';
import { usePayDeposit } from '../api/answer-quote';
import type { QuoteSource } from '../api/client-quote';
import { QuoteSection } from './quote-section';

interface DepositProps {
  quote: ClientQuote;
  source: QuoteSource;
  /** The approval could not open Stripe's page (card payments off, or Stripe down): the office collects it. */
  byOffice: boolean;
  /** Back from Stripe's page (`?deposit=paid`): the webhook may not have told us yet. */
  returned: boolean;
}

/** What is left to pay of the deposit the quote's version asks; 0 when none is asked or it is paid. */
export function depositLeft(quote: ClientQuote): number {
  const deposit = quote.deposit;
  if (!deposit) return 0;
  return Math.max(0, deposit.amountCents - (deposit.paid?.amountCents ?? 0));
}

/**
 * An approved quote's deposit (docs/quotes.md, "Deposits"): paid, on its way from Stripe, collected by
 * the office, or not paid yet with "Pay the deposit by card" (a form that works without JavaScript).
 * Nothing before the approval: the totals and the Approve form say what will be asked.
 */
export function QuoteDeposit({ quote, source, byOffice, returned }: DepositProps) {
  const t = useT();
  const locale = useLocale();
  const deposit = quote.deposit;
  if (!deposit || quote.status !== 'approved') return null;
  const left = depositLeft(quote);
  if (left === 0 && deposit.paid) {
    return (
      <Alert tone="success" title={t('quotes.deposit.paid-title')}>
        {t('quotes.deposit.paid', {
          amount: formatCents(deposit.paid.amountCents),
          date: formatDayHeading(deposit.paid.paidOn, locale),
        })}
      </Alert>
    );
  }
  const amount = formatCents(left);
  if (returned) return <Alert tone="info">{t('quotes.deposit.recording', { amount })}</Alert>;
  return (
    <>
      {byOffice || !deposit.byCard ? <Alert tone="info">{t('quotes.deposit.by-office', { amount })}</Alert> : null}
      {deposit.payable ? <DepositPayForm source={source} amount={amount} /> : null}
    </>
  );
}

/**
 * "Pay the deposit by card": with JavaScript the JSON call, then on to Stripe's page; without it, the
 * form posts to the page (domains/quotes/routes/quote-forms.ts), which answers with Stripe's page.
 */
function DepositPayForm({ source, amount }: { source: QuoteSource; amount: string }) {
  const t = useT();
  const locale = useLocale();
  const failureText = useErrorText();
  const result = usePageFormResult('quote-deposit');
  const pay = usePayDeposit(source);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  return (
    <QuoteSection
      headingId="deposit-heading"
      heading={t('quotes.deposit.unpaid', { amount })}
      border="border-2 border-brand-700"
    >
      <p className="mt-2 text-lg">{t('quotes.deposit.pay-intro')}</p>
      <form
        method="post"
        className="mt-4 space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          setFailure(null);
          setSent(true);
          pay.mutate(locale, {
            onSuccess: ({ url }) => window.location.assign(url),
            onError: (error) => setFailure(failureText(error)),
          });
        }}
      >
        <PageFormMarker id="quote-deposit" />
        <input type="hidden" name="language" value={locale} />
        <FormProblems result={result} title={t('quotes.deposit.failed')} hidden={sent} />
        <FormSubmit
          failure={failure}
          failureTitle={t('quotes.deposit.failed')}
          action={t('quotes.deposit.pay')}
          pendingAction={t('quotes.deposit.pending')}
          pending={pay.isPending || pay.isSuccess}
          icon={CreditCard}
        />
      </form>
    </QuoteSection>
  );
}
