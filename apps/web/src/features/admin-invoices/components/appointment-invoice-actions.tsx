import { formatCents } from '@ta/shared';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useBillLateCancellation, useMakeInvoice } from '../api/invoice-actions';
import { useInvoiceDraft } from '../api/invoices';

/**
 * On the back office's appointment page: "Make invoice" (the approved quote, or the smallest package,
 * with the time on the job and the items bought), or for a visit cancelled late "Bill the late
 * cancellation", which shows the amount and asks before anything is billed.
 */
export function AppointmentInvoiceActions({ appointmentId, cancelled }: { appointmentId: number; cancelled: boolean }) {
  const draft = useInvoiceDraft(appointmentId);
  const make = useMakeInvoice(appointmentId);
  const bill = useBillLateCancellation(appointmentId);
  const [, navigate] = useLocation();
  if (!draft.data) return null;
  const d = draft.data;
  const done = { onSuccess: (invoice: { id: number }) => navigate(`/admin/invoices/${invoice.id}`) };
  const failed = make.error ?? bill.error;
  return (
    <section aria-labelledby="invoice-heading" className="space-y-3 rounded-2xl border border-line bg-white p-5">
      <h2 id="invoice-heading" className="text-2xl">
        Invoice
      </h2>
      {d.invoiceId ? (
        <Link href={`/admin/invoices/${d.invoiceId}`} className="inline-flex min-h-11 items-center font-bold underline">
          Open this visit’s invoice
        </Link>
      ) : cancelled ? (
        d.cancelledLate && d.lateFeeCents !== null ? (
          <Button
            type="button"
            disabled={bill.isPending}
            onClick={() => {
              if (
                window.confirm(
                  `Bill the late-cancellation fee of ${formatCents(d.lateFeeCents ?? 0)} to ${d.clientName}?`,
                )
              ) {
                bill.mutate(undefined, done);
              }
            }}
          >
            Bill the late cancellation ({formatCents(d.lateFeeCents)})
          </Button>
        ) : (
          <p>This visit was cancelled in time: there is nothing to bill.</p>
        )
      ) : (
        <>
          <p>
            {d.quoteId ? 'From the approved quote' : 'No approved quote: the smallest package'}
            {d.workedMinutes !== null
              ? `, with ${d.workedMinutes} minutes on the job`
              : ', no time on the job recorded'}
            . Total {formatCents(d.totalCents)}
            {d.earnedDiscounts.length > 0
              ? `, after the discounts the client earned: ${d.earnedDiscounts
                  .map((line) => `${line.description} (${formatCents(line.amountCents)})`)
                  .join(', ')}`
              : ''}
            .
          </p>
          <Button type="button" disabled={make.isPending} onClick={() => make.mutate({}, done)}>
            Make invoice
          </Button>
        </>
      )}
      {failed ? (
        <p role="alert" className="font-bold text-red-800">
          {errorMessage(failed)}
        </p>
      ) : null}
    </section>
  );
}
