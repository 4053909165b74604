import {
  DEFAULT_DISPLAY,
  isContrast,
  isTextSize,
  type Contrast,
  type DisplaySettings,
  type TextSize,
} from '@ta/shared';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The visitor's text size and contrast (docs/decisions/033-text-size-and-contrast.md). The server reads
 * them from cookies and writes them on `<html>` (`data-text-size`, `data-contrast`), where the
 * stylesheet applies them; in the browser those attributes are the one source, so buttons, styles and
 * the server's render always agree.
 */
const ServerDisplay = createContext<DisplaySettings>(DEFAULT_DISPLAY);

/** The server's render is given the visitor's settings here. */
export function DisplayProvider({ value, children }: { value: DisplaySettings; children: ReactNode }) {
  return <ServerDisplay.Provider value={value}>{children}</ServerDisplay.Provider>;
}

const listeners = new Set<() => void>();
let last: DisplaySettings = DEFAULT_DISPLAY;

function fromHtml(): DisplaySettings {
  const { textSize, contrast } = document.documentElement.dataset;
  const next: DisplaySettings = {
    textSize: isTextSize(textSize) ? textSize : DEFAULT_DISPLAY.textSize,
    contrast: isContrast(contrast) ? contrast : null,
  };
  // The same object while nothing changed, as useSyncExternalStore requires.
  if (next.textSize !== last.textSize || next.contrast !== last.contrast) last = next;
  return last;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The settings the page is shown with. */
export function useDisplaySettings(): DisplaySettings {
  const fromServer = useContext(ServerDisplay);
  return useSyncExternalStore(subscribe, fromHtml, () => (typeof document === 'undefined' ? fromServer : fromHtml()));
}

const MORE_CONTRAST = '(prefers-contrast: more)';

function subscribeToContrast(listener: () => void) {
  const query = window.matchMedia(MORE_CONTRAST);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/**
 * Whether the high-contrast theme shows: chosen, or asked for by the device (`prefers-contrast: more`)
 * while no contrast was chosen. The server cannot know the device's setting, so its render says no.
 */
export function useHighContrast(): boolean {
  const { contrast } = useDisplaySettings();
  const deviceAsks = useSyncExternalStore(
    subscribeToContrast,
    () => window.matchMedia(MORE_CONTRAST).matches,
    () => false,
  );
  return contrast === 'high' || (contrast === null && deviceAsks);
}

/** Shows the page at once with a new text size or contrast (the form keeps it, see DisplayControls). */
export function applyDisplay(change: { textSize?: TextSize; contrast?: Contrast }) {
  const html = document.documentElement;
  if (change.textSize) html.dataset.textSize = change.textSize;
  if (change.contrast) html.dataset.contrast = change.contrast;
  for (const listener of listeners) listener();
}
