import { formatCents, LINE_KINDS, quoteDraftSchema, type LineKind, type StaffQuote } from '@ta/shared';
import { Plus, Save, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { usePriceItems } from '../api/staff-quotes';
import { useQuoteChange } from '../api/quote-changes';
import {
  depositOfSaved,
  draftValues,
  freeLine,
  fromPriceItem,
  fromSaved,
  liveDeposit,
  liveTotals,
  type BuilderDeposit,
  type BuilderLine,
} from '../builder-lines';
import { KIND_LABELS } from '../quote-words';

type LineErrors = Record<number, Partial<Record<'description' | 'quantity' | 'unitPrice' | 'percent', string>>>;

/**
 * The draft version's editor: lines from the price list or free, kind, description, quantity, unit
 * price, a package's minutes, percentage discounts; live totals (computeTotals); notes, the last
 * valid day and the deposit asked (docs/quotes.md, "Deposits"). Save checks with the server's own
 * schema first.
 */
export function QuoteBuilder({ quote }: { quote: StaffQuote }) {
  const draft = quote.versions.find((v) => v.version === quote.currentVersion)!;
  const priceItems = usePriceItems();
  const change = useQuoteChange();
  const [lines, setLines] = useState<BuilderLine[]>(() => draft.lines.map(fromSaved));
  const [notes, setNotes] = useState(draft.notes ?? '');
  const [validUntil, setValidUntil] = useState(draft.validUntil);
  const [deposit, setDeposit] = useState<BuilderDeposit>(() => depositOfSaved(draft));
  const [pick, setPick] = useState('');
  const [errors, setErrors] = useState<{
    lines: LineErrors;
    form: string | null;
    validUntil?: string;
    deposit?: string;
  }>({
    lines: {},
    form: null,
  });
  const depositKindId = useId();
  const [saved, setSaved] = useState(false);
  const pickId = useId();
  const totals = liveTotals(lines);

  const update = (key: string, patch: Partial<BuilderLine>) => {
    setSaved(false);
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  };
  const addPicked = () => {
    const item = priceItems.data?.find((i) => String(i.id) === pick);
    if (!item) return;
    setSaved(false);
    setLines((all) => [...all, fromPriceItem(item, quote.language)]);
    setPick('');
  };

  const save = async () => {
    const values = draftValues(quote.currentVersion, lines, notes, validUntil, deposit);
    const parsed = quoteDraftSchema.safeParse(values);
    if (!parsed.success) {
      const next: LineErrors = {};
      let form: string | null = null;
      let valid: string | undefined;
      let depositError: string | undefined;
      for (const issue of parsed.error.issues) {
        const [first, index, field] = issue.path;
        if (first === 'lines' && typeof index === 'number' && typeof field === 'string') {
          next[index] = { ...next[index], [field]: issue.message };
        } else if (first === 'validUntil') valid = issue.message;
        else if (first === 'deposit') depositError ??= issue.message;
        else form ??= issue.message;
      }
      setErrors({
        lines: next,
        form,
        ...(valid ? { validUntil: valid } : {}),
        ...(depositError ? { deposit: depositError } : {}),
      });
      return;
    }
    setErrors({ lines: {}, form: null });
    try {
      await change.mutateAsync({ kind: 'save', id: quote.id, draft: values });
      setSaved(true);
    } catch (error) {
      setErrors({ lines: {}, form: errorMessage(error) });
    }
  };

  return (
    <section aria-labelledby="builder-heading" className="space-y-5 rounded-2xl border border-line bg-white p-5">
      <h2 id="builder-heading" className="text-2xl">
        Version {quote.currentVersion} (draft)
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor={pickId} className="mb-1 block font-bold">
            Add from the price list
          </label>
          <NativeSelect id={pickId} value={pick} onChange={(e) => setPick(e.target.value)}>
            <option value="">Choose an item</option>
            {priceItems.data?.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
                {item.amountCents !== null ? ` — ${formatCents(item.amountCents)}` : ''}
                {item.percentBp !== null ? ` — ${item.percentBp / 100}%` : ''}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="button" variant="outline" onClick={addPicked} disabled={!pick}>
          <Plus aria-hidden />
          Add item
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setSaved(false);
            setLines((all) => [...all, freeLine()]);
          }}
        >
          <Plus aria-hidden />
          Add a free line
        </Button>
      </div>

      {lines.length === 0 ? (
        <p className="text-muted">No lines yet: add one from the price list or a free line.</p>
      ) : null}
      <ol className="space-y-4">
        {lines.map((line, index) => (
          <li key={line.key} className="rounded-xl border border-line p-4">
            <fieldset className="space-y-3">
              <legend className="font-bold">
                Line {index + 1}: {formatCents(totals.lines[index]?.amountCents ?? 0)}
              </legend>
              <div className="grid gap-3 md:grid-cols-[10rem_1fr]">
                <FormField label="Kind">
                  <NativeSelect
                    value={line.kind}
                    onChange={(e) => update(line.key, { kind: e.target.value as LineKind })}
                  >
                    {LINE_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {KIND_LABELS[kind]}
                      </option>
                    ))}
                  </NativeSelect>
                </FormField>
                <FormField label="Description" error={errors.lines[index]?.description}>
                  <Input value={line.description} onChange={(e) => update(line.key, { description: e.target.value })} />
                </FormField>
              </div>
              <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-4">
                <FormField label="Quantity" error={errors.lines[index]?.quantity}>
                  <Input
                    inputMode="decimal"
                    value={line.quantity}
                    onChange={(e) => update(line.key, { quantity: e.target.value })}
                  />
                </FormField>
                {line.kind === 'discount' ? (
                  <FormField
                    label="Percent off services"
                    hint="Leave empty for a fixed amount"
                    error={errors.lines[index]?.percent}
                  >
                    <Input
                      inputMode="decimal"
                      value={line.percent}
                      onChange={(e) => update(line.key, { percent: e.target.value })}
                    />
                  </FormField>
                ) : null}
                {line.kind !== 'discount' || !line.percent ? (
                  <FormField
                    label={line.kind === 'discount' ? 'Amount off' : 'Unit price ($)'}
                    error={errors.lines[index]?.unitPrice}
                  >
                    <Input
                      inputMode="decimal"
                      value={line.unitPrice}
                      onChange={(e) => update(line.key, { unitPrice: e.target.value })}
                    />
                  </FormField>
                ) : null}
                {line.kind === 'package' ? (
                  <FormField label="Package minutes">
                    <Input
                      inputMode="numeric"
                      value={line.minutes === null ? '' : String(line.minutes)}
                      onChange={(e) => {
                        const minutes = Number.parseInt(e.target.value, 10);
                        update(line.key, { minutes: Number.isInteger(minutes) && minutes > 0 ? minutes : null });
                      }}
                    />
                  </FormField>
                ) : null}
              </div>
              <Button
                type="button"
                variant="destructive-outline"
                size="compact"
                onClick={() => {
                  setSaved(false);
                  setLines((all) => all.filter((l) => l.key !== line.key));
                }}
              >
                <Trash2 aria-hidden />
                Remove line {index + 1}
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>

      <dl className="ml-auto max-w-sm space-y-1 text-lg" aria-live="polite">
        <div className="flex justify-between gap-4">
          <dt>Subtotal</dt>
          <dd>{formatCents(totals.subtotalCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Discounts</dt>
          <dd>{formatCents(-totals.discountCents)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-xl font-bold">
          <dt>Total</dt>
          <dd>{formatCents(totals.totalCents)}</dd>
        </div>
      </dl>

      <div className="grid gap-4 md:grid-cols-[1fr_14rem]">
        <FormField label="Notes for the client">
          <Textarea
            rows={3}
            value={notes}
            onChange={(e) => {
              setSaved(false);
              setNotes(e.target.value);
            }}
          />
        </FormField>
        <FormField label="Valid until" error={errors.validUntil}>
          <Input
            type="date"
            value={validUntil}
            onChange={(e) => {
              setSaved(false);
              setValidUntil(e.target.value);
            }}
          />
        </FormField>
      </div>

      <fieldset className="space-y-3 rounded-xl border border-line p-4">
        <legend className="font-bold">Deposit</legend>
        <p className="text-muted">
          Asked when the client approves: they pay it by card right away, or the office collects it when card payments
          are not set up. It is counted as paid on the invoice made from this quote.
        </p>
        <div className="grid gap-3 sm:grid-cols-[16rem_12rem_1fr] sm:items-end">
          <div>
            <label htmlFor={depositKindId} className="mb-1 block font-bold">
              Ask for a deposit
            </label>
            <NativeSelect
              id={depositKindId}
              value={deposit.kind}
              onChange={(e) => {
                setSaved(false);
                setDeposit({ kind: e.target.value as BuilderDeposit['kind'], value: '' });
              }}
            >
              <option value="">No deposit</option>
              <option value="amount">An amount in dollars</option>
              <option value="percent">A percentage of the total</option>
            </NativeSelect>
          </div>
          {deposit.kind !== '' ? (
            <FormField label={deposit.kind === 'amount' ? 'Deposit ($)' : 'Deposit (%)'} error={errors.deposit}>
              <Input
                inputMode="decimal"
                value={deposit.value}
                onChange={(e) => {
                  setSaved(false);
                  setDeposit({ ...deposit, value: e.target.value });
                }}
              />
            </FormField>
          ) : null}
          {deposit.kind !== '' && liveDeposit(deposit, totals.totalCents) !== null ? (
            <p className="text-lg" aria-live="polite">
              Deposit: <strong>{formatCents(liveDeposit(deposit, totals.totalCents) ?? 0)}</strong>
            </p>
          ) : null}
        </div>
      </fieldset>

      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      {saved ? <Alert tone="success">Draft saved.</Alert> : null}
      <Button type="button" onClick={() => void save()} disabled={change.isPending}>
        <Save aria-hidden />
        {change.isPending ? 'Saving…' : 'Save draft'}
      </Button>
    </section>
  );
}
