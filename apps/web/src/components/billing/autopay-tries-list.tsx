import { formatBusinessTime, formatCents, type AutopayTry } from '@ta/shared';

/** A try's outcome in the office's words; never only a colour. */
function outcomeWords(attempt: AutopayTry): string {
  if (attempt.outcome === 'succeeded') return 'Charged';
  if (attempt.outcome === 'pending')
    return 'No answer from Stripe yet: it is taken up again, or settled by Stripe’s own word';
  const why = [attempt.declineCode, attempt.message].filter(Boolean).join(': ');
  const next = attempt.nextTryOn ? `Next try on ${attempt.nextTryOn}.` : 'No other try.';
  return `Declined${why ? ` (${why})` : ''}. Nothing was charged. ${next}`;
}

/**
 * Autopay's tries, as the back office lists them (decision 077): for an invoice, or for every invoice
 * of a client (`showInvoice`), each with when, how much, and what came of it in words.
 */
export function AutopayTriesList({
  tries,
  showInvoice = false,
}: {
  tries: readonly AutopayTry[];
  showInvoice?: boolean;
}) {
  return (
    <ul className="space-y-3">
      {tries.map((attempt) => (
        <li key={attempt.id} className="rounded-xl border border-line p-4">
          <p className="font-bold">
            {showInvoice ? (
              <>
                <a href={`/admin/invoices/${attempt.invoiceId}`}>{attempt.invoiceLabel}</a>
                {' — '}
              </>
            ) : null}
            Try {attempt.tryNumber} — {formatCents(attempt.amountCents)} —{' '}
            {formatBusinessTime(attempt.triedAt, 'en-US', { dateStyle: 'medium', timeStyle: 'short' })}
          </p>
          <p>{outcomeWords(attempt)}</p>
        </li>
      ))}
    </ul>
  );
}
