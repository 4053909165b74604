import { quoteDraftSchema } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { depositOfSaved, draftValues, freeLine, liveDeposit } from './builder-lines';

describe('the builder’s deposit', () => {
  it('reads a saved deposit back as typed: the percentage when it was asked as one', () => {
    expect(depositOfSaved({ depositCents: 5_013, depositPercentBp: 2_500 })).toEqual({ kind: 'percent', value: '25' });
    expect(depositOfSaved({ depositCents: 5_000, depositPercentBp: null })).toEqual({ kind: 'amount', value: '50.00' });
    expect(depositOfSaved({ depositCents: null, depositPercentBp: null })).toEqual({ kind: '', value: '' });
  });

  it('shows the deposit in cents as it is typed, a percentage rounded to the cent', () => {
    expect(liveDeposit({ kind: 'percent', value: '25' }, 20_050)).toBe(5_013);
    expect(liveDeposit({ kind: 'amount', value: '40' }, 20_050)).toBe(4_000);
    expect(liveDeposit({ kind: 'amount', value: 'forty' }, 20_050)).toBeNull();
    expect(liveDeposit({ kind: '', value: '' }, 20_050)).toBeNull();
  });

  it('sends it for the shared schema, which refuses one above the total', () => {
    const line = { ...freeLine(), description: 'Errands', unitPrice: '100' };
    const values = (kind: '' | 'amount' | 'percent', value: string) =>
      draftValues(1, [line], '', '2099-03-31', { kind, value });
    expect(values('', '').deposit).toBeNull();
    expect(quoteDraftSchema.parse(values('percent', '10')).deposit).toEqual({ kind: 'percent', percentBp: 1_000 });
    const tooMuch = quoteDraftSchema.safeParse(values('amount', '100.01'));
    expect(tooMuch.error?.issues).toEqual([
      expect.objectContaining({ path: ['deposit'], message: 'The deposit cannot be more than the quote’s total' }),
    ]);
  });
});
