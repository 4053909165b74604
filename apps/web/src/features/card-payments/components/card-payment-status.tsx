import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { useT } from '../../../i18n/use-t';

/** How many times the page reads the invoice again while Stripe's word is awaited, and how long apart. */
const READ_AGAIN_DELAYS_MS = [2_000, 3_000, 4_000, 6_000, 8_000, 12_000, 15_000, 20_000];

/** Whether the page was opened by Stripe coming back from a card payment (`?paid=card`). */
export function cameBackFromCard(search: string): boolean {
  return new URLSearchParams(search).get('paid') === 'card';
}

/**
 * Back from Stripe's page, the invoice is marked paid only once Stripe's webhook says so: until then
 * the page reads it again a few times, further apart each time, and stops once it shows paid.
 */
export function useReadAgainUntilPaid(waiting: boolean, readAgain: () => unknown): void {
  const [tries, setTries] = useState(0);
  // `readAgain` is a query's refetch, the same function on every render: the timer is not reset by it.
  useEffect(() => {
    const delay = READ_AGAIN_DELAYS_MS[tries];
    if (!waiting || delay === undefined) return;
    const timer = setTimeout(() => {
      void readAgain();
      setTries((n) => n + 1);
    }, delay);
    return () => clearTimeout(timer);
  }, [waiting, tries, readAgain]);
}

interface CardPaymentStatusProps {
  /** The invoice is paid in full. */
  paid: boolean;
  /** The address of this page as Stripe sent the browser back (a plain link reads it again, also without JavaScript). */
  checkAgainHref: string;
}

/**
 * What the page says after a card payment, in words (never colour alone), announced politely: paid,
 * or that the payment is being confirmed with Stripe and the receipt will come by e-mail.
 */
export function CardPaymentStatus({ paid, checkAgainHref }: CardPaymentStatusProps) {
  const t = useT();
  if (paid) {
    return (
      <Alert tone="success" className="text-lg">
        <span className="font-bold">{t('invoices.pay.paid')}</span>
      </Alert>
    );
  }
  return (
    <Alert tone="info" className="text-lg">
      <p>{t('invoices.pay.confirming')}</p>
      <p className="mt-2">
        <a href={checkAgainHref} className="inline-flex min-h-11 items-center font-bold">
          {t('invoices.pay.check-again')}
        </a>
      </p>
    </Alert>
  );
}
