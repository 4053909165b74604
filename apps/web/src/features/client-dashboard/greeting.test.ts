import { describe, expect, it } from 'vitest';
import { dashboardGreeting } from './greeting';

describe('dashboardGreeting', () => {
  it('welcomes a new client, and welcomes back a returning one', () => {
    expect(dashboardGreeting({ firstName: 'Margaret', newClient: true })).toBe('Welcome, Margaret!');
    expect(dashboardGreeting({ firstName: 'Margaret', newClient: false })).toBe('Welcome back, Margaret!');
    expect(dashboardGreeting({ firstName: 'Margaret' })).toBe('Welcome back, Margaret!');
  });

  it('says Friend when there is no first name', () => {
    expect(dashboardGreeting({ firstName: '  ', newClient: true })).toBe('Welcome, Friend!');
    expect(dashboardGreeting({ firstName: '', newClient: false })).toBe('Welcome back, Friend!');
  });
});
