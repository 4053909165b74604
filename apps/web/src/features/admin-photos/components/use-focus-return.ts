import { useRef } from 'react';

/**
 * The screen's dialogs have no Radix trigger (one dialog serves every row), so each remembers the
 * control that opened it and gives focus back to it on close, or to `fallback()` when that control
 * has gone (a deleted row) or the caller asks for the fallback.
 */
export function useFocusReturn(fallback: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  const useFallback = useRef(false);
  return {
    /** The next close sends focus to the fallback (the opener is about to disappear). */
    returnToFallback() {
      useFallback.current = true;
    },
    onOpenAutoFocus() {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      useFallback.current = false;
    },
    onCloseAutoFocus(event: Event) {
      event.preventDefault();
      const target = !useFallback.current && opener.current?.isConnected ? opener.current : fallback();
      target?.focus();
      opener.current = null;
      useFallback.current = false;
    },
  };
}
