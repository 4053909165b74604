import { useCallback, useSyncExternalStore } from 'react';

export const SIDEBAR_STORAGE_KEY = 'ta-admin-sidebar-collapsed';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_STORAGE_KEY) === 'true';
  } catch {
    // Storage can be blocked (strict privacy settings): the sidebar just stays open.
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * Whether the desktop sidebar shows icons only. The server render and hydration use the open
 * sidebar (the server snapshot); the saved choice is read from localStorage only after that, so
 * both renders match.
 */
export function useSidebarCollapsed(): [boolean, () => void] {
  const collapsed = useSyncExternalStore(subscribe, read, () => false);
  const toggle = useCallback(() => {
    try {
      window.localStorage.setItem(SIDEBAR_STORAGE_KEY, String(!read()));
    } catch {
      return; // Nothing can be remembered, so nothing changes; the sidebar stays as it is.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [collapsed, toggle];
}
