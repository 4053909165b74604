import { isGsm7, smsSize } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json' with { type: 'json' };
import es from '../../i18n/es.json' with { type: 'json' };
import { mailIntl, type MailMessageId } from '../../i18n/mail-intl.js';

/** The longest words each part of a text can hold (the longest service name, staff name, date, link). */
const WORST = {
  what: 'Seasonal Home Check visit',
  when: 'Wed, Dec 30 at 12:30 PM',
  time: '12:30 PM',
  client: 'Margarita',
  staff: 'Christopher',
  phone: '(352) 555-0142',
  number: 'INV-100042',
  amount: '$12,345.67',
  date: 'Wednesday, December 30, 2026',
  link: `https://www.trustedassistance.example/es/pay/${'x'.repeat(43)}`,
  code: 'TA-ABCD-EFGH',
  label: 'In Progress',
  email: 'hello@trustedassistance.example',
};

const textIds = Object.keys(en).filter((id) => id.startsWith('sms.') && id !== 'sms.when') as MailMessageId[];

/** Texts cost by the segment (docs/sms.md): none may cost three by surprise. */
describe('the texts clients read', () => {
  it('has every text in both languages', () => {
    expect(textIds.length).toBeGreaterThan(10);
    for (const id of textIds) expect(Object.keys(es)).toContain(id);
  });

  it.each(['en', 'es'] as const)('keeps each %s text to two segments at worst, English in GSM-7', (language) => {
    const intl = mailIntl(language);
    for (const id of textIds) {
      const body = intl.t(id, WORST);
      expect(body.startsWith('Trusted Assistance: '), id).toBe(true);
      expect(smsSize(body).segments, `${id}: ${body}`).toBeLessThanOrEqual(2);
      if (language === 'en') expect(isGsm7(body), id).toBe(true);
    }
  });
});
