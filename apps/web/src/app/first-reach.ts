/**
 * A page the server renders whole starts its app at the visitor's first reach for it, not at load
 * (docs/decisions/065-a-signed-out-page-starts-at-the-first-reach.md, and 068 for signed-in pages): until
 * then the server's HTML is the whole page, its links and forms work as they do without JavaScript, and a
 * phone runs almost no script before the visitor can read it. A tap on a control that only the app can
 * answer (a menu button, the chat button), made while the app starts, is held and given again once the app
 * has taken the page over.
 */

/**
 * When a page's app starts (the server writes it as `#root[data-start]`): at the first reach; at the first
 * reach or once the live parts of a signed-in page are due, whichever comes first; or at load.
 */
export type StartOn = 'first-reach' | 'first-reach-live' | 'load';

/**
 * A signed-in page left untouched starts by then at the latest: its live parts (today's visit status and the
 * office's unread chats, both read every 30 seconds; the warning before the session ends) need the app. The
 * page's own reads were made by the server as it rendered, so nothing on it is older than this when it starts.
 */
export const LIVE_PARTS_DUE_MS = 30_000;

/** What counts as reaching for the page: any pointer, touch, key, focus or scroll. */
export const REACH_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

/**
 * Calls `start` once, at the first of REACH_EVENTS anywhere on the page; answers a function that starts it
 * at once instead (for a deadline), which does nothing after the reach.
 */
export function onFirstReach(start: () => void): () => void {
  let reached = false;
  const reach = () => {
    if (reached) return;
    reached = true;
    for (const type of REACH_EVENTS) window.removeEventListener(type, reach, { capture: true });
    start();
  };
  for (const type of REACH_EVENTS) window.addEventListener(type, reach, { capture: true, passive: true });
  return reach;
}

/**
 * The control a click landed on when only the app can answer it: a button outside a form's submit, a
 * `role="button"`, or an in-page link (`#section`, which the app scrolls with the header's offset). Links
 * to other pages and a form's submit button work without the app, so they are left to the browser.
 */
export function controlOnlyTheAppAnswers(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>('button, [role="button"], a[href^="#"]');
  if (!control) return null;
  if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return null;
  return control;
}

interface HeldClick {
  control: HTMLElement;
  text: string;
  x: number;
  y: number;
}

/**
 * Holds the clicks on controls only the app answers until `started` settles, then clicks the same control
 * again: the element itself when hydration kept it, else the control now at the same point with the same
 * text. Only the last held click is given again; a double tap opens a menu once.
 */
export function holdClicksUntil(started: Promise<void>): void {
  let held: HeldClick | undefined;
  const hold = (event: MouseEvent) => {
    const control = controlOnlyTheAppAnswers(event.target);
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    held = { control, text: control.textContent ?? '', x: event.clientX, y: event.clientY };
  };
  window.addEventListener('click', hold, { capture: true });
  const release = () => window.removeEventListener('click', hold, { capture: true });
  // If the app's code cannot load, the page stays as it is without JavaScript, its clicks free again.
  started.then(
    () => {
      release();
      if (held) clickAgain(held);
    },
    (error: unknown) => {
      release();
      console.error(error);
    },
  );
}

function clickAgain({ control, text, x, y }: HeldClick): void {
  // After React's commit, on the next frame: effects that attach listeners outside React have run too.
  requestAnimationFrame(() => {
    const now = control.isConnected ? control : controlOnlyTheAppAnswers(document.elementFromPoint(x, y));
    if (now && (now === control || now.textContent === text)) now.click();
  });
}
