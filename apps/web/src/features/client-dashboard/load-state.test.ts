import { describe, expect, it } from 'vitest';
import { bothLoaded, loadStateOf, mapLoaded } from './load-state';

describe('load states', () => {
  it('keeps loaded data on screen when a later refresh fails', () => {
    expect(loadStateOf({ data: [1], isError: true })).toEqual({ status: 'success', data: [1] });
    expect(loadStateOf({ data: undefined, isError: true })).toEqual({ status: 'error' });
    expect(loadStateOf({ data: undefined, isError: false })).toEqual({ status: 'pending' });
  });

  it('needs both parts for the journey; a failure of either is a failure', () => {
    const ok = { status: 'success', data: 1 } as const;
    expect(bothLoaded(ok, ok)).toEqual({ status: 'success', data: [1, 1] });
    expect(bothLoaded(ok, { status: 'pending' })).toEqual({ status: 'pending' });
    expect(bothLoaded({ status: 'pending' }, { status: 'error' })).toEqual({ status: 'error' });
    expect(mapLoaded(ok, (n) => n + 1)).toEqual({ status: 'success', data: 2 });
  });
});
