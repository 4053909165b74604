// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readAgainOnMount, rememberPageData } from './page-data';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('page data', () => {
  it('reads again on mount, except what the server read for the page still open', () => {
    window.history.replaceState(null, '', '/appointments?moved=4');
    rememberPageData(['["appointments","mine"]']);
    expect(readAgainOnMount({ queryHash: '["appointments","mine"]' })).toBe(false);
    // Another query on the same page was not in its HTML.
    expect(readAgainOnMount({ queryHash: '["quotes","mine"]' })).toBe('always');
  });

  it('forgets the page once the app has moved on, also when the visitor comes back to it', () => {
    window.history.replaceState(null, '', '/dashboard');
    rememberPageData(['["appointments","mine"]']);
    window.history.pushState(null, '', '/appointments');
    expect(readAgainOnMount({ queryHash: '["appointments","mine"]' })).toBe('always');
    window.history.pushState(null, '', '/dashboard');
    expect(readAgainOnMount({ queryHash: '["appointments","mine"]' })).toBe('always');
  });
});
