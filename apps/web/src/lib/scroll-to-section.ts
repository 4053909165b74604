/** Header links land below the header: 120 px on desktop, 150 px below 768 px, after a 50 ms delay. */
export const SECTION_SCROLL_DELAY_MS = 50;
export const MOBILE_BREAKPOINT_PX = 768;

export function headerOffsetFor(viewportWidth: number): number {
  return viewportWidth < MOBILE_BREAKPOINT_PX ? 150 : 120;
}

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Scrolls to a landing section below the sticky header, or to the top when there is no id,
 * then moves keyboard focus there so the next Tab continues from the section.
 */
export function scrollToSection(id: string | null): void {
  window.setTimeout(() => {
    const behavior = scrollBehavior();
    const target = id ? document.getElementById(id) : null;
    if (!target) {
      if (!id) window.scrollTo({ top: 0, behavior });
      return;
    }
    const top = target.getBoundingClientRect().top + window.scrollY - headerOffsetFor(window.innerWidth);
    window.scrollTo({ top, behavior });
    target.focus({ preventScroll: true });
  }, SECTION_SCROLL_DELAY_MS);
}
