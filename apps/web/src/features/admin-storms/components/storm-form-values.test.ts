import { STORM_MESSAGES, stormInputSchema } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { newStormValues } from './storm-form';

const me = { id: 7, name: 'Sam Rivera' };

describe('the new storm form', () => {
  it('starts as a pre-storm check by county, at 9:00 today, done by the signed-in person', () => {
    expect(newStormValues(me, '2026-09-10')).toEqual({
      name: '',
      phase: 'pre-storm',
      areaKind: 'counties',
      counties: [],
      zips: '',
      date: '2026-09-10',
      startTime: '09:00',
      staffId: '7',
    });
  });

  it('asks for a name and a county, and sends what the server accepts once they are given', () => {
    const blank = stormInputSchema.safeParse(newStormValues(me, '2026-09-10'));
    expect(blank.success).toBe(false);
    const messages = blank.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['name', STORM_MESSAGES.nameRequired],
        ['counties', STORM_MESSAGES.countiesRequired],
      ]),
    );
    const filled = stormInputSchema.parse({ ...newStormValues(me, '2026-09-10'), name: 'Zeta', counties: ['Pasco'] });
    expect(filled).toMatchObject({ name: 'Zeta', counties: ['Pasco'], staffId: 7 });
  });

  it('refuses "Choose a staff member" and ZIP codes that are not 5 digits', () => {
    const values = { ...newStormValues(me, '2026-09-10'), name: 'Zeta', areaKind: 'zips' as const, zips: '3465' };
    const result = stormInputSchema.safeParse({ ...values, staffId: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([STORM_MESSAGES.zipsInvalid, STORM_MESSAGES.staffRequired]),
    );
  });
});
