import { invoiceLabel, planMonthSchema, type ServicePlan } from '@ta/shared';
import { Receipt } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useErrorText } from '../../../lib/error-text';
import { useBillPlanMonth } from '../api/service-plans';

/** Last month as yyyy-MM: the month usually billed by hand when the 1st's run was missed. */
function lastMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

/**
 * "Bill a month" of a plan billed by the month (admins; docs/service-plans.md): the 1st bills last
 * month by itself; this makes one month's invoice now, once, and links to it.
 */
export function BillMonthForm({ plan }: { plan: ServicePlan }) {
  const id = useId();
  const bill = useBillPlanMonth();
  const failureText = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const [made, setMade] = useState<{ id: number; number: number } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    setMade(null);
    const parsed = planMonthSchema.safeParse({ month: new FormData(event.currentTarget).get('month') ?? '' });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please choose a month');
      return;
    }
    try {
      const invoice = await bill.mutateAsync({ planId: plan.id, month: parsed.data.month });
      setMade({ id: invoice.id, number: invoice.number });
    } catch (error) {
      setProblem(failureText(error));
    }
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
      className="space-y-3 rounded-lg border border-line bg-canvas p-4"
    >
      <h4 id={`${id}-title`} className="text-lg font-bold">
        Bill a month
      </h4>
      <p>The 1st of each month bills the month before by itself. Bill a month here to do it now.</p>
      <FormField label="Month" error={problem ?? undefined}>
        <Input id={`${id}-month`} name="month" type="month" defaultValue={lastMonth()} className="max-w-xs" />
      </FormField>
      <Button type="submit" disabled={bill.isPending}>
        <Receipt aria-hidden />
        {bill.isPending ? 'Making the invoice…' : 'Make the month’s invoice'}
      </Button>
      {made ? (
        <Alert tone="success">
          Made and e-mailed{' '}
          <Link href={`/admin/invoices/${made.id}`} className="font-bold underline">
            {invoiceLabel(made.number)}
          </Link>
          .
        </Alert>
      ) : null}
    </form>
  );
}
