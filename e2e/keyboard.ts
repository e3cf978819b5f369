/**
 * Keyboard helpers of the accessibility suite: walking a page with Tab, and telling what kind of
 * control has focus and whether it shows a focus indicator a sighted keyboard user can see.
 */
import type { Page } from "playwright-core";

/** The page's window, with the element a walk started from. */
declare const window: Window & typeof globalThis & { __tabWalkStart?: Element };

/** One stop of a walk: the focused control's kind and description, and its focus indicator. */
export interface FocusStop {
  kind: string;
  description: string;
  focusVisible: boolean;
  indicator: boolean;
  clippedBy: string[];
  inViewport: boolean;
  size: number;
}

/**
 * Runs in the page: the focused element's kind, a short description, and its focus indicator.
 * The indicator counts when the computed outline (or a box-shadow) is drawn and no scrolling or
 * clipping ancestor cuts it off on any side.
 */
async function inspectFocus({
  first,
  within,
}: {
  first: boolean;
  within: string | null;
}): Promise<FocusStop | { end: string }> {
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement)
    return { end: "left the document" };
  if (first) window.__tabWalkStart = element;
  else if (element === window.__tabWalkStart) return { end: "came back to the first stop" };
  if (within && !element.closest(within)) return { end: `left ${within}` };
  // Focus styles may transition in (under prefers-reduced-motion every property does, for
  // 0.01ms); read them once they have settled, not their starting values.
  await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));

  const kindOf = (el: Element): string => {
    if (el.matches('a[href="#content"]')) return "skip link";
    if (el.closest('[role="dialog"]')) return "drawer";
    if (el.closest("header")) return el.matches("button[aria-haspopup=dialog]") ? "navbar menu button" : "navbar";
    if (el.matches("summary") && el.closest("details")?.querySelector('nav[aria-label="On this page"]'))
      return "table of contents";
    if (el.closest('nav[aria-label="On this page"]')) return "table of contents";
    if (el.closest('nav[aria-label$="sidebar"]')) return "sidebar";
    if (el.closest('nav[aria-label="Breadcrumbs"]')) return "breadcrumbs";
    if (el.closest('nav[aria-label="Docs pages"]')) return "pagination";
    if (el.closest("footer")) return "footer";
    if (el.matches('[role="tab"]')) return "tabs";
    if (el.matches('[role="tabpanel"]')) return "tab panel";
    if (el.matches("button") && el.closest(".code-block")) return "copy button";
    if (el.matches("pre")) return "code block";
    if (el.querySelector(":scope > table")) return "table";
    if (el.matches("main")) return "main";
    return `${el.tagName.toLowerCase()} in content`;
  };

  const style = getComputedStyle(element);
  const transparent = (colour: string) => colour === "transparent" || /rgba\(.*,\s*0\)$/.test(colour);
  const outlineWidth = style.outlineStyle === "none" ? 0 : parseFloat(style.outlineWidth) || 0;
  const hasOutline = outlineWidth > 0 && !transparent(style.outlineColor);
  const hasShadow = style.boxShadow !== "none" && style.boxShadow !== "";

  // The outline is drawn `outline-offset` outside the border box; an ancestor that clips
  // (overflow other than visible) and does not contain that band hides the indicator there.
  const rect = element.getBoundingClientRect();
  const reach = hasOutline ? outlineWidth + (parseFloat(style.outlineOffset) || 0) : 0;
  const band = {
    left: rect.left - reach,
    right: rect.right + reach,
    top: rect.top - reach,
    bottom: rect.bottom + reach,
  };
  const clippedBy: string[] = [];
  if (hasOutline && !hasShadow && reach > 0) {
    for (
      let ancestor = element.parentElement;
      ancestor && ancestor !== document.body;
      ancestor = ancestor.parentElement
    ) {
      const ancestorStyle = getComputedStyle(ancestor);
      if (ancestorStyle.overflowX === "visible" && ancestorStyle.overflowY === "visible") continue;
      const box = ancestor.getBoundingClientRect();
      const sides: string[] = [];
      if (ancestorStyle.overflowX !== "visible" && band.left < box.left - 0.5) sides.push("left");
      if (ancestorStyle.overflowX !== "visible" && band.right > box.right + 0.5) sides.push("right");
      if (ancestorStyle.overflowY !== "visible" && band.top < box.top - 0.5) sides.push("top");
      if (ancestorStyle.overflowY !== "visible" && band.bottom > box.bottom + 0.5) sides.push("bottom");
      if (sides.length) {
        const name = ancestor.getAttribute("aria-label") || ancestor.className || ancestor.tagName.toLowerCase();
        clippedBy.push(`${sides.join("/")} by ${ancestor.tagName.toLowerCase()} "${String(name).slice(0, 40)}"`);
      }
    }
  }

  const label = (element.getAttribute("aria-label") || element.textContent || "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 40);
  return {
    kind: kindOf(element),
    description: `<${element.tagName.toLowerCase()}> "${label}"`,
    focusVisible: element.matches(":focus-visible"),
    indicator: hasOutline || hasShadow,
    clippedBy,
    inViewport: rect.bottom > 0 && rect.right > 0 && rect.top < window.innerHeight && rect.left < window.innerWidth,
    size: rect.width * rect.height,
  };
}

/**
 * Presses Tab up to `max` times from where focus is, and returns one record per stop until focus
 * leaves the document or comes back to the first stop. `within` (a selector) stops the walk once
 * focus leaves that element.
 */
export async function tabWalk(
  page: Page,
  { max = 400, within }: { max?: number; within?: string } = {},
): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press("Tab");
    const info = await page.evaluate(inspectFocus, { first: step === 0, within: within ?? null });
    if ("end" in info) break;
    stops.push(info);
  }
  return stops;
}

/** The stops whose focus indicator is missing or clipped, as readable lines. */
export function stopsWithoutIndicator(stops: FocusStop[]): string[] {
  return stops
    .filter((stop) => !stop.indicator || stop.clippedBy.length > 0 || !stop.inViewport || stop.size === 0)
    .map((stop) => {
      const problems: string[] = [];
      if (!stop.indicator) problems.push("no outline or box-shadow");
      if (stop.clippedBy.length) problems.push(`outline clipped ${stop.clippedBy.join(", ")}`);
      if (!stop.inViewport || stop.size === 0) problems.push("not on screen");
      return `${stop.kind}: ${stop.description}: ${problems.join("; ")}`;
    });
}
