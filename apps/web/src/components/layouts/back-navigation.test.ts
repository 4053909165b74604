import { describe, expect, it } from 'vitest';
import { canGoBack } from './back-navigation';

describe('canGoBack', () => {
  it("follows the Navigation API's answer when the browser has it", () => {
    expect(canGoBack({ navigationCanGoBack: true, historyLength: 1 })).toBe(true);
    // Arrived from another site: the history is longer, but none of it is ours.
    expect(canGoBack({ navigationCanGoBack: false, historyLength: 3 })).toBe(false);
  });

  it('otherwise goes back only when there is an earlier entry', () => {
    expect(canGoBack({ navigationCanGoBack: undefined, historyLength: 2 })).toBe(true);
    expect(canGoBack({ navigationCanGoBack: undefined, historyLength: 1 })).toBe(false);
  });
});
