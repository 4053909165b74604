import { businessToday, paymentInputSchema, RECORDED_PAYMENT_METHODS, type PaymentInputValues } from '@ta/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useRecordPayment } from '../api/invoice-actions';
import { METHOD_LABELS } from '../invoice-words';

const field = 'mt-1 block min-h-11 w-full rounded-lg border border-line px-3 text-lg';

/** Record payment: amount, method, the check number (required for a check), the day received, a note. */
export function PaymentForm({ invoiceId }: { invoiceId: number }) {
  const record = useRecordPayment(invoiceId);
  const empty: PaymentInputValues = {
    amount: '',
    method: 'cash',
    reference: '',
    receivedOn: businessToday(),
    note: '',
  };
  const [values, setValues] = useState(empty);
  // The server checks with the same schema; checked here first, a mistake is said without a round trip.
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof PaymentInputValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = paymentInputSchema.safeParse(values);
    setProblem(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (!checked.success) return;
    record.mutate(values, { onSuccess: () => setValues(empty) });
  };
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-labelledby="record-payment-heading">
      <h3 id="record-payment-heading" className="text-xl sm:col-span-2">
        Record payment
      </h3>
      <label className="font-bold">
        Amount (dollars)
        <input className={field} inputMode="decimal" required value={values.amount} onChange={set('amount')} />
      </label>
      <label className="font-bold">
        Method
        <select className={field} value={values.method} onChange={set('method')}>
          {RECORDED_PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {METHOD_LABELS[method]}
            </option>
          ))}
        </select>
      </label>
      <label className="font-bold">
        {values.method === 'check' ? 'Check number' : 'Reference (optional, e.g. Zelle confirmation)'}
        <input className={field} value={values.reference} onChange={set('reference')} />
      </label>
      <label className="font-bold">
        Received on
        <input className={field} type="date" required value={values.receivedOn} onChange={set('receivedOn')} />
      </label>
      <label className="font-bold sm:col-span-2">
        Note (optional)
        <input className={field} value={values.note} onChange={set('note')} />
      </label>
      {problem || record.isError ? (
        <p role="alert" className="font-bold text-red-800 sm:col-span-2">
          {problem ?? errorMessage(record.error)}
        </p>
      ) : null}
      {record.isSuccess ? (
        <p role="status" className="font-bold text-emerald-900 sm:col-span-2">
          Payment recorded. The receipt was e-mailed.
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={record.isPending}>
          Record payment
        </Button>
      </div>
    </form>
  );
}
