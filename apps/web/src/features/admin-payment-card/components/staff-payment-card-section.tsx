import { formatBusinessTime, type StaffPaymentCard } from '@ta/shared';
import { AutopayTriesList } from '../../../components/billing/autopay-tries-list';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useClientPaymentCard, useTurnAutopayOff } from '../api/client-payment-card';

const when = (at: string) => formatBusinessTime(at, 'en-US', { dateStyle: 'medium', timeStyle: 'short' });

interface TurnOff {
  pending: boolean;
  done: boolean;
  error: string | null;
  run: () => void;
}

/**
 * What the office reads of a client's card and autopay: the label only, the consent, and each try.
 * When the client calls to stop autopay (the words they agreed to promise it), the office turns it
 * off here; never on.
 */
export function StaffPaymentCardView({ card, turnOff }: { card: StaffPaymentCard; turnOff?: TurnOff }) {
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-1 text-lg sm:grid-cols-[auto_1fr]">
        <dt className="font-bold">Card on file</dt>
        <dd>{card.card ? `${card.card.label}, expires ${card.card.expires ?? '—'}` : 'None'}</dd>
        <dt className="font-bold">Autopay</dt>
        <dd>
          {card.autopay && card.consentedAt
            ? `On — agreed ${when(card.consentedAt)}${card.consentedBy ? ` by ${card.consentedBy}` : ''}`
            : 'Off'}
        </dd>
      </dl>
      {card.autopay && card.consentText ? (
        <div className="space-y-1">
          <p className="font-bold">The words the client agreed to</p>
          <blockquote className="rounded-lg border-2 border-line bg-white p-4">{card.consentText}</blockquote>
        </div>
      ) : null}
      {turnOff && card.autopay ? (
        <Button type="button" variant="outline" size="lg" disabled={turnOff.pending} onClick={turnOff.run}>
          {turnOff.pending ? 'Turning autopay off…' : 'Turn autopay off (the client asked)'}
        </Button>
      ) : null}
      {turnOff?.done && !card.autopay ? (
        <Alert tone="success">Autopay is off. Nothing will be charged automatically.</Alert>
      ) : null}
      {turnOff?.error ? <Alert tone="error">Autopay was not turned off: {turnOff.error}</Alert> : null}
      <p className="text-muted">
        Only the client saves a card or turns autopay on, on their own account page: their consent cannot be given for
        them. When they call to stop autopay, turn it off here.
      </p>
      <h3 className="text-xl">Autopay tries</h3>
      {card.tries.length === 0 ? <p>Autopay has not charged any of their invoices.</p> : null}
      <AutopayTriesList tries={card.tries} showInvoice />
    </div>
  );
}

/** The client's "Payment card and autopay" on their page in Users (decision 077). */
export function StaffPaymentCardSection({ clientId }: { clientId: number }) {
  const card = useClientPaymentCard(clientId);
  const off = useTurnAutopayOff(clientId);
  const turnOff: TurnOff = {
    pending: off.isPending,
    done: off.isSuccess,
    error: off.isError ? errorMessage(off.error) : null,
    run: () => off.mutate(),
  };
  return (
    <section aria-labelledby="payment-card-heading" className="space-y-3">
      <h2 id="payment-card-heading" className="text-2xl">
        Payment card and autopay
      </h2>
      {card.isPending ? <Spinner label="Loading the card on file…" showLabel /> : null}
      {card.isError ? <Alert tone="error">Error loading the card on file.</Alert> : null}
      {card.data ? <StaffPaymentCardView card={card.data} turnOff={turnOff} /> : null}
    </section>
  );
}
