import { useEffect, useRef } from 'react';

/**
 * Keeps a scrolling log at its newest line: whenever `last` (the newest entry's key) changes, the
 * box scrolls to its end. Returns the ref for the box.
 */
export function useScrollToEnd<Element extends HTMLElement>(last: unknown) {
  const box = useRef<Element>(null);
  useEffect(() => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [last]);
  return box;
}
