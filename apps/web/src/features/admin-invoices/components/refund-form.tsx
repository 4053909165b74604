import { centsToInput, formatCents, refundInputSchema, type RefundInput, type RefundInputValues } from '@ta/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { formResolver } from '../../../lib/form-resolver';
import { useRefundPayment } from '../api/invoice-actions';

interface RefundFormProps {
  paymentId: number;
  /** What is left of the payment to refund: the amount starts there; none, only the last refund's outcome shows. */
  refundableCents: number;
  /** The card, as the payment names it ("Visa ending 4242"). */
  card: string | null;
}

/**
 * Refund a card payment (admins; docs/payments.md): all of what is left or part of it, with the reason.
 * Stripe gives the money back to the card and the client is e-mailed. The outcome stays next to the
 * button, in words.
 */
export function RefundForm({ paymentId, refundableCents, card }: RefundFormProps) {
  const refund = useRefundPayment(paymentId);
  const headingId = useId();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<RefundInputValues, unknown, RefundInput>({
    resolver: formResolver<RefundInputValues, typeof refundInputSchema>(refundInputSchema),
    defaultValues: { amount: centsToInput(refundableCents), reason: '' },
  });
  const onSubmit = form.handleSubmit(async ({ amount }) => {
    setDone(null);
    const words = `${formatCents(amount)}${card ? ` to ${card}` : ''}`;
    if (!window.confirm(`Refund ${words}? This cannot be undone.`)) return;
    const values = form.getValues();
    try {
      await refund.mutateAsync({ amount: values.amount, reason: values.reason.trim() });
      setDone(`Refunded ${words}. The client was e-mailed.`);
      form.reset({ amount: centsToInput(Math.max(refundableCents - amount, 0)), reason: '' });
    } catch {
      // The mutation keeps its error: said below, next to the button.
    }
  });
  const { errors } = form.formState;
  const outcome = (
    <>
      {refund.isError ? (
        <p role="alert" className="font-bold text-danger-700">
          {errorMessage(refund.error)}
        </p>
      ) : null}
      {done && !refund.isError ? (
        <p role="status" className="font-bold text-success-700">
          {done}
        </p>
      ) : null}
    </>
  );
  // All of it refunded: nothing is left to refund, and the outcome stays where the form was.
  if (refundableCents <= 0) return done ? <div className="mt-3">{outcome}</div> : null;
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={headingId}
      className="mt-3 space-y-3 rounded-lg border border-line bg-sand/40 p-4"
    >
      <h3 id={headingId} className="text-xl">
        Refund this payment
      </h3>
      <p>Up to {formatCents(refundableCents)} can go back to the card.</p>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <FormField label="Amount (dollars)" error={errors.amount?.message}>
          <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
        </FormField>
        <FormField label="Reason" error={errors.reason?.message}>
          <Input autoComplete="off" {...form.register('reason')} />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="destructive-outline" disabled={refund.isPending}>
          {refund.isPending ? 'Refunding…' : 'Refund'}
        </Button>
        {outcome}
      </div>
    </form>
  );
}
