import { describe, expect, it, vi } from 'vitest';
import { lazyComponent, preloadComponents } from './lazy-component';

describe('loading what the server rendered, before hydrating', () => {
  it('loads a split inside a split, which is known only once its parent has loaded', async () => {
    const loadPage = vi.fn(() => Promise.resolve(() => <p>page</p>));
    // As the back office's route table defines its pages when its chunk arrives (app/back-office-routes.tsx).
    lazyComponent('table', () => {
      lazyComponent('page', loadPage);
      return Promise.resolve(() => <p>table</p>);
    });

    await preloadComponents(['table', 'page']);

    expect(loadPage).toHaveBeenCalledOnce();
  });

  it('passes over a name it does not know', async () => {
    await expect(preloadComponents(['nowhere'])).resolves.toBeUndefined();
  });
});
