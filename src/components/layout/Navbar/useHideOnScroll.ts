import { useEffect, useState, type RefObject } from "react";
import { nextNavbarState } from "../../../lib/chrome/hide-on-scroll";

/**
 * Whether the navbar is hidden: when `enabled`, it hides while the reader scrolls down and
 * shows on scroll up, near the top, and whenever focus is inside it (keyboard users must
 * always see where they are).
 */
export function useHideOnScroll(enabled: boolean, bar: RefObject<HTMLElement>): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const element = bar.current;
    if (!enabled || !element) return undefined;
    let state = { hidden: false, previousY: window.scrollY };
    let frame = 0;
    const decide = () => {
      frame = 0;
      state = nextNavbarState({
        ...state,
        y: window.scrollY,
        focusInside: element.contains(document.activeElement),
        navbarHeight: element.offsetHeight,
      });
      setHidden(state.hidden);
    };
    // Scroll events can fire many times a frame; decide once per frame.
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(decide);
    };
    const onFocusIn = () => {
      state = { ...state, hidden: false };
      setHidden(false);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    element.addEventListener("focusin", onFocusIn);
    return () => {
      window.removeEventListener("scroll", onScroll);
      element.removeEventListener("focusin", onFocusIn);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [enabled, bar]);
  return hidden;
}
