import { LATE_CANCELLATION_MESSAGE } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messages/en';
import { es } from '../../i18n/messages/es';

describe('the late-cancellation fee in the cancel dialog', () => {
  it('says in English exactly what the e-mails and the terms say', () => {
    expect(en['appointments.cancel.late']).toBe(LATE_CANCELLATION_MESSAGE);
  });

  it('names the 24 hours and the 50% fee in Spanish too', () => {
    expect(es['appointments.cancel.late']).toContain('24 horas');
    expect(es['appointments.cancel.late']).toContain('50 %');
  });
});
