/**
 * The one place the browser tests choose a colour mode. The site follows the operating system
 * (prefers-color-scheme) until the reader picks a mode, which the pre-paint script in
 * src/theme/global-css.ts reads from localStorage and applies as `data-theme` on <html>.
 * A test context gets both, so it keeps working when a mode toggle starts to write them.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";

/** The colour modes every page must pass in. */
export const COLOUR_MODES = ["light", "dark"] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];

/** localStorage key of the reader's choice (COLOUR_MODE_STORAGE_KEY in src/theme/global-css.ts). */
const STORAGE_KEY = "theme";
/** Attribute on <html> that selects the palette (see globalCss in src/theme/global-css.ts). */
const ATTRIBUTE = "data-theme";

/**
 * A new browser context showing every page in `mode`: the OS preference is emulated, the
 * stored choice is set before any page script runs, and the attribute is applied as soon as
 * <html> exists.
 */
export async function newContextInMode(
  browser: Browser,
  mode: ColourMode,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ colorScheme: mode, ...options });
  await context.addInitScript(
    ([key, attribute, value]) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // Storage can be unavailable (opaque origins); the attribute below still applies.
      }
      if (document.documentElement) document.documentElement.setAttribute(attribute, value);
    },
    [STORAGE_KEY, ATTRIBUTE, mode],
  );
  return context;
}

/** Throws unless the loaded page renders in `mode` (the stylesheet sets `color-scheme` per mode). */
export async function assertColourMode(page: Page, mode: ColourMode): Promise<void> {
  const state = await page.evaluate(
    (attribute) => ({
      scheme: getComputedStyle(document.documentElement).colorScheme,
      attribute: document.documentElement.getAttribute(attribute),
    }),
    ATTRIBUTE,
  );
  if (state.scheme !== mode) {
    throw new Error(
      `${page.url()} renders color-scheme "${state.scheme}" (${ATTRIBUTE}="${state.attribute}"), expected "${mode}"`,
    );
  }
}
