/** When the navbar hides on scroll: down hides it, up or the top of the page shows it. */

/** What the navbar knows at a scroll event. */
export interface ScrollInput {
  /** Current vertical scroll position. */
  y: number;
  /** Scroll position the last decision was made at. */
  previousY: number;
  /** Whether the navbar is hidden now. */
  hidden: boolean;
  /** Whether focus is inside the navbar; it never hides then. */
  focusInside: boolean;
  /** Height of the navbar: this close to the top, the navbar always shows. */
  navbarHeight: number;
}

/** The decision: whether the navbar is hidden, and the position it was made at. */
export interface ScrollDecision {
  hidden: boolean;
  previousY: number;
}

/** Scroll distance ignored as jitter: trackpads and rubber-banding report tiny moves both ways. */
export const SCROLL_JITTER_PX = 6;

/** Whether the navbar should be hidden after this scroll event. */
export function nextNavbarState({ y, previousY, hidden, focusInside, navbarHeight }: ScrollInput): ScrollDecision {
  if (y <= navbarHeight) return { hidden: false, previousY: y };
  const delta = y - previousY;
  // Small moves accumulate until they add up to a real scroll in one direction.
  if (Math.abs(delta) < SCROLL_JITTER_PX) return { hidden: hidden && !focusInside, previousY };
  return { hidden: delta > 0 && !focusInside, previousY: y };
}
