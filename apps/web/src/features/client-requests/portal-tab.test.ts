import { describe, expect, it } from 'vitest';
import { portalTabFrom, portalTabHref } from './portal-tab';

describe('portalTabFrom', () => {
  it('opens New Request for tab=new', () => {
    expect(portalTabFrom('tab=new')).toBe('new');
    expect(portalTabFrom('?tab=new&x=1')).toBe('new');
  });

  it('opens My Requests otherwise', () => {
    expect(portalTabFrom('')).toBe('requests');
    expect(portalTabFrom('tab=NEW')).toBe('requests');
    expect(portalTabFrom('tab=requests')).toBe('requests');
  });
});

describe('portalTabHref', () => {
  it('puts only New Request in the address', () => {
    expect(portalTabHref('new')).toBe('/client-portal?tab=new');
    expect(portalTabHref('requests')).toBe('/client-portal');
  });

  it('round-trips through portalTabFrom', () => {
    for (const tab of ['new', 'requests'] as const) {
      expect(portalTabFrom(portalTabHref(tab).split('?')[1] ?? '')).toBe(tab);
    }
  });
});
