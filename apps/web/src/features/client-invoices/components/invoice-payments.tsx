import { formatCents, type PaymentView } from '@ta/shared';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { formatAppointmentDate } from '../../../lib/appointment-format';

/** The server names a card "Visa ending 4242" (stripe-gateway.ts `cardLabelOf`): its brand and last four digits. */
const CARD_LABEL = /^(.+) ending (\d{4})$/;

interface InvoicePaymentsProps {
  payments: PaymentView[];
  /** The one billed: a payment made by someone else (a daughter paying for her mother) says who paid. */
  recipientName: string;
}

/**
 * The payments received on an invoice, each in words: the day, the amount and how it was paid; a card
 * payment online with its card, who paid it when not the one billed, and what was refunded of it.
 */
export function InvoicePayments({ payments, recipientName }: InvoicePaymentsProps) {
  const t = useT();
  const locale = useLocale();
  if (payments.length === 0) return <p>{t('invoices.no-payments')}</p>;

  const cardWords = (label: string) => {
    const named = CARD_LABEL.exec(label);
    return named ? t('invoices.card-label', { brand: named[1] ?? '', last4: named[2] ?? '' }) : label;
  };
  const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

  return (
    <ul className="list-disc space-y-2 pl-6">
      {payments.map((p) => {
        const date = formatAppointmentDate(p.receivedOn, locale);
        const amount = formatCents(p.amountCents);
        const byCard = p.method === 'online';
        return (
          <li key={p.id}>
            {byCard && p.reference
              ? t('invoices.card-payment', { date, amount, card: cardWords(p.reference) })
              : t('invoices.payment', { date, amount, method: t('invoices.method', { method: p.method }) })}
            {byCard && p.payerName && !sameName(p.payerName, recipientName) ? (
              <>
                <br />
                {t('invoices.paid-by', { name: p.payerName })}
              </>
            ) : null}
            {p.refundedCents > 0 ? (
              <>
                <br />
                {t('invoices.refunded', { amount: formatCents(p.refundedCents) })}
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
