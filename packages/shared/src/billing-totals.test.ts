import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISCOUNTABLE_KINDS, formatCents, invoiceState, parseMoney, parseQuantity, formatQuantity } from './billing.js';
import {
  balanceCents,
  cancellationBaseCents,
  computeTotals,
  depositCentsOf,
  jobInvoiceLines,
  lateCancellationLine,
  lineAmount,
  quarterHours,
  type LineInput,
} from './billing-totals.js';

/**
 * The one place money is summed (docs/billing.md, "Totals"). Each property restates a rule in plain
 * arithmetic on exact rationals (BigInt), so a rounding slip or a float shows as a counterexample.
 */

const kinds = ['package', 'hourly', 'travel', 'notary', 'item', 'overtime', 'groceries', 'parts'] as const;
const chargeLine = fc.record({
  kind: fc.constantFrom(...kinds),
  description: fc.constant('x'),
  quantityHundredths: fc.integer({ min: 1, max: 100_000 }),
  unitCents: fc.integer({ min: 0, max: 10_000_000 }),
  minutes: fc.constantFrom(null, 180, 300),
});
const discountLine = fc.oneof(
  fc.record({
    kind: fc.constant('discount' as const),
    description: fc.constant('d'),
    quantityHundredths: fc.constant(100),
    unitCents: fc.constant(0),
    percentBp: fc.integer({ min: 1, max: 10_000 }),
  }),
  fc.record({
    kind: fc.constant('discount' as const),
    description: fc.constant('d'),
    quantityHundredths: fc.integer({ min: 1, max: 1000 }),
    unitCents: fc.integer({ min: 0, max: 1_000_000 }),
  }),
);
const lines = fc.array(fc.oneof(chargeLine, chargeLine, discountLine), { minLength: 1, maxLength: 20 });

/** round(n / d) half up, on exact integers. */
function exactRound(n: bigint, d: bigint): number {
  return Number((n * 2n + d) / (d * 2n));
}

describe('computeTotals', () => {
  it('keeps every amount an integer and the total between zero and the subtotal', () => {
    fc.assert(
      fc.property(lines, (input: LineInput[]) => {
        const totals = computeTotals(input);
        for (const value of [totals.subtotalCents, totals.discountCents, totals.totalCents]) {
          expect(Number.isSafeInteger(value)).toBe(true);
        }
        for (const line of totals.lines) expect(Number.isSafeInteger(line.amountCents)).toBe(true);
        expect(totals.totalCents).toBeGreaterThanOrEqual(0);
        expect(totals.totalCents).toBeLessThanOrEqual(totals.subtotalCents);
        expect(totals.totalCents).toBe(totals.subtotalCents - totals.discountCents);
      }),
    );
  });

  it('rounds each line half up from the exact product, and sums the lines', () => {
    fc.assert(
      fc.property(fc.array(chargeLine, { minLength: 1, maxLength: 20 }), (input) => {
        const totals = computeTotals(input);
        const expected = input.map((l) => exactRound(BigInt(l.quantityHundredths) * BigInt(l.unitCents), 100n));
        expect(totals.lines.map((l) => l.amountCents)).toEqual(expected);
        expect(totals.subtotalCents).toBe(expected.reduce((a, b) => a + b, 0));
        expect(totals.discountCents).toBe(0);
      }),
    );
  });

  it('takes a percentage only of the services, never of travel or things bought at cost', () => {
    fc.assert(
      fc.property(
        fc.array(chargeLine, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 1, max: 10_000 }),
        (charges, bp) => {
          const totals = computeTotals([
            ...charges,
            { kind: 'discount', description: 'd', quantityHundredths: 100, unitCents: 0, percentBp: bp },
          ]);
          const services = totals.lines
            .filter((l) => DISCOUNTABLE_KINDS.includes(l.kind))
            .reduce((sum, l) => sum + l.amountCents, 0);
          expect(totals.discountCents).toBe(exactRound(BigInt(services) * BigInt(bp), 10_000n));
        },
      ),
    );
  });

  it('gives the same totals whatever the order of the lines', () => {
    fc.assert(
      fc.property(lines, fc.integer(), (input, seed) => {
        const shuffled = [...input].sort(
          (a, b) => ((a.quantityHundredths * 31 + seed) % 7) - ((b.quantityHundredths * 31 + seed) % 7),
        );
        const a = computeTotals(input);
        const b = computeTotals(shuffled);
        expect([b.subtotalCents, b.discountCents, b.totalCents]).toEqual([
          a.subtotalCents,
          a.discountCents,
          a.totalCents,
        ]);
      }),
    );
  });

  it('prices the landing page packages and a 10% loyalty discount as a person would', () => {
    const totals = computeTotals([
      { kind: 'package', description: '3-Hour Package', quantityHundredths: 100, unitCents: 19_500, minutes: 180 },
      { kind: 'travel', description: 'Travel, Pinellas', quantityHundredths: 100, unitCents: 2_500 },
      { kind: 'discount', description: 'Loyalty', quantityHundredths: 100, unitCents: 0, percentBp: 1_000 },
    ]);
    expect(totals).toMatchObject({ subtotalCents: 22_000, discountCents: 1_950, totalCents: 20_050 });
    expect(lineAmount({ kind: 'hourly', description: 'h', quantityHundredths: 125, unitCents: 6_500 })).toBe(8_125);
    // 0.33 × $0.05 = 1.65 cents → 2 cents (half up).
    expect(lineAmount({ kind: 'item', description: 'i', quantityHundredths: 33, unitCents: 5 })).toBe(2);
  });

  it('never lets the discounts take more than the subtotal', () => {
    const totals = computeTotals([
      { kind: 'notary', description: 'n', quantityHundredths: 100, unitCents: 1_000 },
      { kind: 'discount', description: 'd', quantityHundredths: 100, unitCents: 5_000 },
    ]);
    expect(totals).toMatchObject({ subtotalCents: 1_000, discountCents: 1_000, totalCents: 0 });
  });
});

describe('quarterHours', () => {
  it('rounds to the nearest quarter hour, half up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (minutes) => {
        const quarters = quarterHours(minutes);
        expect(Math.abs(quarters * 15 - minutes)).toBeLessThanOrEqual(7.5);
        if (minutes % 15 === 8) expect(quarters * 15).toBeGreaterThan(minutes);
      }),
    );
    expect([0, 7, 8, 22, 23].map(quarterHours)).toEqual([0, 0, 1, 1, 2]);
    expect(quarterHours(-30)).toBe(0);
  });
});

const words = { overtime: (q: number) => `Additional time (${q} quarter hours)` };
const rules = { hourlyCents: 6_500, minimumMinutes: 180 };
const threeHours: LineInput = {
  kind: 'package',
  description: '3-Hour Package',
  quantityHundredths: 100,
  unitCents: 19_500,
  minutes: 180,
};

describe('jobInvoiceLines', () => {
  it('bills time past a package by the quarter hour at the hourly rate, and nothing within it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 900 }), (worked) => {
        const result = jobInvoiceLines({ quoteLines: [threeHours], workedMinutes: worked, items: [], rules, words });
        const overtime = result.filter((l) => l.kind === 'overtime');
        const quarters = worked > 180 ? quarterHours(worked - 180) : 0;
        expect(overtime.reduce((sum, l) => sum + l.quantityHundredths, 0)).toBe(quarters * 25);
        expect(computeTotals(result).totalCents).toBe(19_500 + exactRound(BigInt(quarters * 25) * 6_500n, 100n));
      }),
    );
  });

  it('bills hourly work for the time worked, never under the minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 900 }), (worked) => {
        const hourly: LineInput = {
          kind: 'hourly',
          description: 'Hourly help',
          quantityHundredths: 300,
          unitCents: 6_500,
        };
        const [line] = jobInvoiceLines({ quoteLines: [hourly], workedMinutes: worked, items: [], rules, words });
        expect(line?.quantityHundredths).toBe(quarterHours(Math.max(worked, 180)) * 25);
        expect(line?.quantityHundredths).toBeGreaterThanOrEqual(300);
      }),
    );
  });

  it('keeps the quote as it is without a recorded time, and adds groceries and parts at cost', () => {
    const result = jobInvoiceLines({
      quoteLines: [threeHours],
      workedMinutes: null,
      items: [
        { kind: 'groceries', description: 'Publix', amountCents: 4_237 },
        { kind: 'parts', description: 'Shelf brackets', amountCents: 1_299 },
      ],
      rules,
      words,
    });
    expect(result.map((l) => [l.kind, l.unitCents])).toEqual([
      ['package', 19_500],
      ['groceries', 4_237],
      ['parts', 1_299],
    ]);
    expect(computeTotals(result).totalCents).toBe(19_500 + 4_237 + 1_299);
  });
});

describe('late cancellation', () => {
  it('is half of the services quoted, without travel or things bought at cost, rounded half up', () => {
    const base = cancellationBaseCents(
      [threeHours, { kind: 'travel', description: 't', quantityHundredths: 100, unitCents: 2_500 }],
      0,
    );
    expect(base).toBe(19_500);
    expect(lateCancellationLine(base, 'Late cancellation').unitCents).toBe(9_750);
    expect(lateCancellationLine(333, 'x').unitCents).toBe(167);
    expect(cancellationBaseCents(null, 19_500)).toBe(19_500);
  });
});

describe('money as text', () => {
  it('reads what it writes, for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        expect(parseMoney(formatCents(cents))).toBe(cents);
      }),
    );
    expect(parseMoney('195')).toBe(19_500);
    expect(parseMoney('$1,234.5')).toBe(123_450);
    expect(parseMoney('0.1')).toBe(10);
    expect(['', '1.234', 'abc', '1,23', '-5'].map(parseMoney)).toEqual([null, null, null, null, null]);
    expect(formatCents(123_456_78)).toBe('$123,456.78');
  });

  it('reads quantities in hundredths', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (h) => {
        expect(parseQuantity(formatQuantity(h))).toBe(h);
      }),
    );
    expect(parseQuantity('1.5')).toBe(150);
    expect(parseQuantity('1.555')).toBeNull();
  });

  it('says what state an invoice is in', () => {
    const base = { totalCents: 10_000, paidCents: 0, dueOn: '2026-12-01', voidedAt: null };
    expect(invoiceState(base, '2026-11-30')).toBe('unpaid');
    expect(invoiceState({ ...base, paidCents: 4_000 }, '2026-11-30')).toBe('partly_paid');
    expect(invoiceState({ ...base, paidCents: 4_000 }, '2026-12-02')).toBe('overdue');
    expect(invoiceState({ ...base, paidCents: 10_000 }, '2026-12-02')).toBe('paid');
    expect(invoiceState({ ...base, voidedAt: '2026-11-30T10:00:00Z' }, '2026-12-02')).toBe('void');
    expect(balanceCents(10_000, 12_000)).toBe(0);
  });
});

describe('a quote’s deposit (docs/quotes.md, "Deposits")', () => {
  it('is the sum asked, or its share of the total rounded to the cent, halves up', () => {
    expect(depositCentsOf({ kind: 'amount', cents: 5_000 }, 20_050)).toBe(5_000);
    // 25% of $200.50 is $50.125.
    expect(depositCentsOf({ kind: 'percent', percentBp: 2_500 }, 20_050)).toBe(5_013);
    expect(depositCentsOf({ kind: 'percent', percentBp: 10_000 }, 20_050)).toBe(20_050);
    expect(depositCentsOf({ kind: 'percent', percentBp: 1 }, 49)).toBe(0);
  });

  it('as a share is never more than the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 10_000 }), (total, bp) => {
        const cents = depositCentsOf({ kind: 'percent', percentBp: bp }, total);
        return cents >= 0 && cents <= total && Number.isInteger(cents);
      }),
    );
  });
});
