import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messages/en';
import { es } from '../../i18n/messages/es';
import { dashboardGreeting } from './greeting';

/** The greeting as a page in that language shows it. */
function shown(user: Parameters<typeof dashboardGreeting>[0], catalogue: Record<string, string> = en): string {
  const { id, values } = dashboardGreeting(user);
  return (catalogue[id] ?? '').replace('{name}', values?.name ?? '');
}

describe('dashboardGreeting', () => {
  it('welcomes a new client, and welcomes back a returning one', () => {
    expect(shown({ firstName: 'Margaret', newClient: true })).toBe('Welcome, Margaret!');
    expect(shown({ firstName: 'Margaret', newClient: false })).toBe('Welcome back, Margaret!');
    expect(shown({ firstName: 'Margaret' })).toBe('Welcome back, Margaret!');
  });

  it('says Friend when there is no first name', () => {
    expect(shown({ firstName: '  ', newClient: true })).toBe('Welcome, Friend!');
    expect(shown({ firstName: '', newClient: false })).toBe('Welcome back, Friend!');
  });

  it('speaks Spanish with usted, and needs no word for Friend there', () => {
    expect(shown({ firstName: 'Margarita', newClient: true }, es)).toBe('¡Le damos la bienvenida, Margarita!');
    expect(shown({ firstName: 'Margarita', newClient: false }, es)).toBe('¡Qué gusto verle de nuevo, Margarita!');
    expect(shown({ firstName: '', newClient: false }, es)).toBe('¡Qué gusto verle de nuevo!');
  });
});
