import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * After an in-app navigation, start at the top of the new page and put keyboard and
 * screen-reader focus on its main content, as a full page load would.
 */
export function useRouteFocus(): void {
  const [location] = useLocation();
  const previous = useRef(location);

  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    if (window.location.hash) return;
    window.scrollTo({ top: 0, behavior: 'instant' });
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location]);
}
