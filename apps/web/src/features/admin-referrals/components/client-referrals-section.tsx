import type { StaffReferrals } from '@ta/shared';
import { Link } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatAppointmentDate } from '../../../lib/appointment-format';
import { useClientReferrals } from '../api/client-referrals';

const invoiceWords = (number: number | null, none: string) => (number === null ? none : `on invoice ${number}`);

/** The referrals as the office reads them: the code, who referred the client, whom they referred. */
export function ClientReferralsView({ referrals }: { referrals: StaffReferrals }) {
  return (
    <div className="space-y-3 text-lg">
      <p>
        <span className="font-bold">Code:</span>{' '}
        {referrals.code ? (
          <span className="font-mono">{referrals.code}</span>
        ) : (
          'not made yet (made when the client opens their account page)'
        )}
      </p>
      <p>
        <span className="font-bold">Referred by:</span>{' '}
        {referrals.referredBy ? (
          <Link
            href={`/admin/users/${referrals.referredBy.id}`}
            className="inline-flex min-h-11 items-center underline"
          >
            {referrals.referredBy.name}
          </Link>
        ) : (
          'no one'
        )}
      </p>
      {referrals.referred.length === 0 ? (
        <p>The client has not referred anyone yet.</p>
      ) : (
        <ul className="space-y-2">
          {referrals.referred.map((friend) => (
            <li key={friend.id} className="rounded-lg border-2 border-line bg-white p-3">
              <Link
                href={`/admin/users/${friend.id}`}
                className="inline-flex min-h-11 items-center font-bold underline"
              >
                {friend.name}
              </Link>
              , registered {formatAppointmentDate(friend.registeredAt.slice(0, 10))}. Their discount:{' '}
              {invoiceWords(friend.welcomeInvoiceNumber, 'not yet (on their first invoice)')}. This client’s thank-you:{' '}
              {invoiceWords(friend.thanksInvoiceNumber, 'not yet (on their next invoice once the friend is billed)')}.
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** "Referrals" on a client's page in Users (docs/referrals.md). */
export function ClientReferralsSection({ clientId }: { clientId: number }) {
  const referrals = useClientReferrals(clientId);
  return (
    <section aria-labelledby="client-referrals-heading" className="space-y-3">
      <h2 id="client-referrals-heading" className="text-2xl">
        Referrals
      </h2>
      {referrals.isPending ? <Spinner label="Loading the client's referrals…" showLabel /> : null}
      {referrals.isError ? <Alert tone="error">Error loading the client's referrals.</Alert> : null}
      {referrals.data ? <ClientReferralsView referrals={referrals.data} /> : null}
    </section>
  );
}
