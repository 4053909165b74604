import { lazy, type ComponentType, type JSX } from 'react';

/**
 * Code splitting that keeps server rendering whole. Each split component has a name. On the
 * server every one is loaded before rendering (renderToString cannot wait), and the names of
 * those a page rendered go into the page state; the browser loads exactly those before it
 * hydrates, so hydration sees the same tree. Anything rendered later loads on demand under
 * the nearest <Suspense>.
 */
export interface LazyComponent<P> {
  (props: P): JSX.Element;
  preload(): Promise<void>;
}

const loaders = new Map<string, () => Promise<void>>();
let rendered: Set<string> | undefined;
let readyToShow: () => Promise<void> = () => Promise.resolve();

/**
 * Browser: a page loaded after hydration (a link followed in the browser) shows only once `ready`
 * has resolved as well; the entry passes the rest of the language's messages, since the page's own
 * HTML carried only the messages of the page it was. A part that never hydrates with the page
 * (`hydrateWith: false`) does not wait: its messages are in every page (i18n/catalogue.ts).
 */
export function showLazyPartsAfter(ready: () => Promise<void>): void {
  readyToShow = ready;
}

export function lazyComponent<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  { hydrateWith = true }: { hydrateWith?: boolean } = {},
): LazyComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      Loaded = component;
    }));
  const Deferred = lazy(async () => {
    await Promise.all([preload(), hydrateWith ? readyToShow() : undefined]);
    return { default: Loaded as ComponentType<P> };
  });
  function Split(props: P) {
    if (hydrateWith) rendered?.add(name);
    if (Loaded) return <Loaded {...props} />;
    // Typed as the loaded component: React.lazy's props type cannot follow the generic P.
    const Pending = Deferred as unknown as ComponentType<P>;
    return <Pending {...props} />;
  }
  Split.preload = preload;
  loaders.set(name, preload);
  return Split;
}

/**
 * Server: load every split component (once per process). Loading one can define more (a page
 * that splits its own parts), so this repeats until no new ones appear; otherwise the first render
 * after a start would meet an unloaded component and leave that part to the browser.
 */
export async function preloadAllComponents(): Promise<void> {
  let known = -1;
  while (known !== loaders.size) {
    known = loaders.size;
    await Promise.all([...loaders.values()].map((preload) => preload()));
  }
}

/** Server: the names of the split components rendered while `render` runs. */
export function collectRenderedComponents<T>(render: () => T): { result: T; names: string[] } {
  rendered = new Set();
  try {
    const result = render();
    return { result, names: [...rendered] };
  } finally {
    rendered = undefined;
  }
}

/**
 * Browser: load what the server rendered, before hydrating. A split inside a split (a back-office page inside
 * the back office's route table) is known only once its parent has loaded, so this repeats while loading
 * brings new ones: otherwise that page would hydrate late, after the rest of the language's messages.
 */
export async function preloadComponents(names: readonly string[]): Promise<void> {
  let known = -1;
  while (known !== loaders.size) {
    known = loaders.size;
    await Promise.all(names.map((name) => loaders.get(name)?.()));
  }
}
