import type { ServiceType } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messages/en';
import { es } from '../../i18n/messages/es';
import { servicePrefill as prefillIn } from './service-prefill';

const servicePrefill = (service: string | null, types: readonly ServiceType[]) =>
  prefillIn(service, types, (id) => en[id]);

const type = (id: number, name: string): ServiceType => ({ id, name, description: null, duration: 60, color: '#000' });
const TYPES = [
  type(1, 'Home Assistance'),
  type(4, 'Furniture Assembly'),
  type(6, 'Notary Services'),
  type(8, 'Seasonal Property Management'),
  type(9, 'Return Home Preparation'),
];

describe('servicePrefill', () => {
  it('starts empty without a value', () => {
    expect(servicePrefill(null, TYPES)).toEqual({ serviceTypeId: '', message: '' });
  });

  it('preselects the service whose name contains the value, in any case', () => {
    expect(servicePrefill('furniture', TYPES)).toEqual({ serviceTypeId: '4', message: '' });
    expect(servicePrefill('NOTARY', TYPES).serviceTypeId).toBe('6');
  });

  it('maps seasonal and seasonal-return to their services and fills in a message', () => {
    const away = servicePrefill('seasonal', TYPES);
    expect(away.serviceTypeId).toBe('8');
    expect(away.message).toMatch(/away from Florida/);
    const back = servicePrefill('seasonal-return', TYPES);
    expect(back.serviceTypeId).toBe('9');
    expect(back.message).toMatch(/coming back to Florida/);
  });

  it('fills in a message for reschedule and similar even though no service matches', () => {
    expect(servicePrefill('reschedule', TYPES)).toEqual({
      serviceTypeId: '',
      message: 'I would like to move my upcoming appointment to a new date or time.',
    });
    expect(servicePrefill('similar', TYPES).message).toMatch(/another appointment/);
  });

  it('writes the starting message in the page’s language', () => {
    expect(prefillIn('seasonal', TYPES, (id) => es[id]).message).toMatch(/fuera de Florida/);
  });

  it('preselects nothing for a value no service matches', () => {
    expect(servicePrefill('appointment', TYPES)).toEqual({ serviceTypeId: '', message: '' });
    expect(servicePrefill('toString', TYPES)).toEqual({ serviceTypeId: '', message: '' });
  });
});
