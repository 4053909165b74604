/**
 * Makes everything on the page but `keep` (and the toasts, whose announcements must still be heard)
 * inert: not focusable, not clickable, hidden from screen readers. Returns the undo.
 */
export function makeBackgroundInert(keep: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (let node: HTMLElement | null = keep; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (!(sibling instanceof HTMLElement) || sibling === node || sibling.inert) continue;
      if (sibling.matches('[data-toast-viewport]') || sibling.querySelector('[data-toast-viewport]')) continue;
      sibling.inert = true;
      made.push(sibling);
    }
  }
  return () => {
    for (const element of made) element.inert = false;
  };
}
