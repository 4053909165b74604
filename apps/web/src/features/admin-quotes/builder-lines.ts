import {
  centsToInput,
  computeTotals,
  formatQuantity,
  parseMoney,
  parseQuantity,
  type LineKind,
  type PriceItemView,
  type QuoteLineView,
  type QuoteDraftValues,
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

/** What Save sends: the text fields, which the shared schema reads on both sides. */
export function draftValues(
  version: number,
  lines: readonly BuilderLine[],
  notes: string,
  validUntil: string,
): QuoteDraftValues {
  return {
    version,
    notes,
    validUntil,
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
