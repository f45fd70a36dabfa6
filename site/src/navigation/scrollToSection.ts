/**
 * Menu and footer links scroll to the landing sections themselves rather than leaving it to the
 * browser, so the fixed 64 px header never covers a heading: 64 px header + 20 px breathing room.
 */
export const HEADER_HEIGHT_PX = 64;
export const SCROLL_OFFSET_PX = HEADER_HEIGHT_PX + 20;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export interface ScrollOptions {
  /** False after a route change, where an animated scroll from the top only delays the reader. */
  smooth?: boolean;
  /** Write `#id` to the address bar so the position can be shared and survives a reload. */
  updateHash?: boolean;
}

/** Returns false when the section is not on this page (the caller then navigates to it). */
export function scrollToSection(id: string, options: ScrollOptions = {}): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = Math.max(0, target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX);
  const smooth = (options.smooth ?? true) && !prefersReducedMotion();
  window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
  if (options.updateHash ?? true) {
    // replaceState keeps react-router's own history entry (its state object) intact.
    window.history.replaceState(window.history.state, '', `#${id}`);
  }
  // Keyboard and screen-reader users continue from the section they chose.
  target.focus({ preventScroll: true });
  return true;
}
