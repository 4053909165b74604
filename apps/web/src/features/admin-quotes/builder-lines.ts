import {
  centsToInput,
  computeTotals,
  depositCentsOf,
  type DepositKind,
  formatQuantity,
  parseMoney,
  parseQuantity,
  type LineKind,
  type PriceItemView,
  type QuoteLineView,
  type QuoteDraftValues,
  type QuoteVersionView,
  type Totals,
} from '@ta/shared';

/** One line as the builder holds it: what staff type, as text. */
export interface BuilderLine {
  key: string;
  kind: LineKind;
  priceItemId: number | null;
  description: string;
  quantity: string;
  unitPrice: string;
  minutes: number | null;
  /** A percentage discount ("10"); empty otherwise. */
  percent: string;
}

let counter = 0;
const nextKey = () => `line-${++counter}`;

/** A saved line back into text fields. */
export function fromSaved(line: QuoteLineView): BuilderLine {
  return {
    key: nextKey(),
    kind: line.kind,
    priceItemId: line.priceItemId,
    description: line.description,
    quantity: formatQuantity(line.quantityHundredths),
    unitPrice: centsToInput(line.unitCents),
    minutes: line.minutes,
    percent: line.percentBp ? formatQuantity(line.percentBp) : '',
  };
}

/** A line from the price list, in the quote's language. */
export function fromPriceItem(item: PriceItemView, language: 'en' | 'es'): BuilderLine {
  return {
    key: nextKey(),
    kind: item.kind,
    priceItemId: item.id,
    description: language === 'es' ? item.nameEs : item.name,
    quantity: '1',
    unitPrice: centsToInput(item.amountCents ?? 0),
    minutes: item.minutes,
    percent: item.percentBp ? formatQuantity(item.percentBp) : '',
  };
}

export function freeLine(): BuilderLine {
  return {
    key: nextKey(),
    kind: 'item',
    priceItemId: null,
    description: '',
    quantity: '1',
    unitPrice: '',
    minutes: null,
    percent: '',
  };
}

/**
 * The totals as the lines are typed, from computeTotals (the same sums the server stores). A line whose
 * quantity or price does not read yet counts as nothing until it does.
 */
export function liveTotals(lines: readonly BuilderLine[]): Totals {
  return computeTotals(
    lines.map((line) => {
      const percentBp = line.kind === 'discount' && line.percent ? parseQuantity(line.percent) : null;
      return {
        kind: line.kind,
        description: line.description,
        quantityHundredths: parseQuantity(line.quantity) ?? 0,
        unitCents: percentBp ? 0 : (parseMoney(line.unitPrice) ?? 0),
        minutes: line.minutes,
        percentBp,
      };
    }),
  );
}

/** The deposit as the builder holds it: none (''), a sum in dollars or a percentage, as typed. */
export interface BuilderDeposit {
  kind: DepositKind | '';
  value: string;
}

/** A saved version's deposit back into the builder's fields: the percentage when it was asked as one. */
export function depositOfSaved(version: Pick<QuoteVersionView, 'depositCents' | 'depositPercentBp'>): BuilderDeposit {
  if (version.depositPercentBp !== null) return { kind: 'percent', value: formatQuantity(version.depositPercentBp) };
  if (version.depositCents !== null) return { kind: 'amount', value: centsToInput(version.depositCents) };
  return { kind: '', value: '' };
}

/** The deposit in cents as typed, from the live total; null when none is asked or it does not read yet. */
export function liveDeposit(deposit: BuilderDeposit, totalCents: number): number | null {
  if (deposit.kind === 'amount') {
    const cents = parseMoney(deposit.value);
    return cents === null ? null : depositCentsOf({ kind: 'amount', cents }, totalCents);
  }
  if (deposit.kind === 'percent') {
    const percentBp = parseQuantity(deposit.value);
    return percentBp === null ? null : depositCentsOf({ kind: 'percent', percentBp }, totalCents);
  }
  return null;
}

/** What Save sends: the text fields, which the shared schema reads on both sides. */
export function draftValues(
  version: number,
  lines: readonly BuilderLine[],
  notes: string,
  validUntil: string,
  deposit: BuilderDeposit = { kind: '', value: '' },
): QuoteDraftValues {
  return {
    version,
    notes,
    validUntil,
    deposit: deposit.kind === '' ? null : { kind: deposit.kind, value: deposit.value },
    lines: lines.map((line) => ({
      kind: line.kind,
      priceItemId: line.priceItemId,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.kind === 'discount' && line.percent ? '0' : line.unitPrice,
      minutes: line.minutes,
      percent: line.kind === 'discount' ? line.percent : '',
    })),
  };
}
