/**
 * The Chromium features the tests' and benches' browsers run without, and the one switch that turns
 * them off. Chromium reads only the last --disable-features it is given, and Playwright's launch
 * and Lighthouse's launcher each pass a list of their own first, so ours must carry theirs.
 */
import fs from "node:fs";
import { createRequire } from "node:module";

/**
 * Parts of the browser's own window rather than of pages. Chromium 156 prepares the address bar's
 * popups, WebUI pages in a renderer of their own, for every window it opens, and headless Chromium
 * opens a window for every new page: about a CPU-second each time, spent while the page loads
 * (6 pages in fresh contexts: 16.2–18.5 CPU-s with them, 10.0–10.5 without). On a two-core
 * machine that work competes with the page's own main thread, which Lighthouse's simulated
 * throttling then counts as the page's. A reader's browser builds its window once, not per page.
 */
export const BROWSER_WINDOW_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

/**
 * With RenderDocument, Chromium sets up a new frame in the browser and renderer processes for every
 * page a tab navigates to; without it, a tab's next same-site page reuses its frame. Pages behave
 * the same either way, and the suites load hundreds of pages one after another in pooled tabs:
 * without it a page load costs about a fifth less CPU time (24 loads: 12.2 against 15.4 CPU-s,
 * three alternating runs). Lighthouse's launcher turns it off by default as well.
 */
export const FRAME_PER_DOCUMENT_FEATURES = ["RenderDocument"];

const DISABLE_FEATURES = "--disable-features=";

/** The one --disable-features switch for `features`. */
export const disableFeatures = (features: readonly string[]): string =>
  `${DISABLE_FEATURES}${[...new Set(features)].join(",")}`;

/** The features the --disable-features switches among `flags` name. */
export const featuresDisabledBy = (flags: readonly string[]): string[] =>
  flags
    .filter((flag) => flag.startsWith(DISABLE_FEATURES))
    .flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(","));

/** The quoted names of the `disabledFeatures` array in a Playwright bundle's text, comments left out. */
export function disabledFeaturesOfBundle(bundle: string): string[] | null {
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  if (list === undefined) return null;
  const code = list.replace(/\/\/.*$/gm, "");
  return [...code.matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1] as string);
}

/**
 * The features Playwright's Chromium launch turns off (HttpsUpgrades, PaintHolding and the like),
 * which a --disable-features of ours replaces. Playwright has no API for its default switches, so
 * they are read from its bundle.
 */
export function playwrightDisabledFeatures(): string[] {
  const file = createRequire(import.meta.url).resolve("playwright-core/lib/coreBundle");
  const features = disabledFeaturesOfBundle(fs.readFileSync(file, "utf8"));
  if (!features?.length)
    throw new Error(
      `No list of disabled features found in ${file}: Playwright changed how it launches Chromium; update e2e/chromium-features.ts.`,
    );
  return features;
}
