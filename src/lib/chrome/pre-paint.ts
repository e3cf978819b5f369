import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_STORAGE_KEY } from "./announcement";
import { COLOUR_MODE_ATTRIBUTE, COLOUR_MODE_STORAGE_KEY, type ColourModePolicy } from "./colour-mode";

/** A JavaScript string literal that is also safe inside an HTML <script> element. */
const js = (value: string): string => JSON.stringify(value).replace(/</g, "\\u003c");

/** What the pre-paint script needs to know about the site. */
export interface PrePaintOptions {
  /** Colour-mode policy from site.config.ts. */
  colourMode: ColourModePolicy;
  /** Id of the current announcement, or null when there is none. */
  announcementId: string | null;
}

/**
 * The inline script that runs in <head> before the body is parsed, so the first paint already
 * has the reader's colour mode and no announcement bar they dismissed: nothing flashes and
 * nothing shifts. Without a stored choice it sets no mode, and the stylesheet follows the OS.
 * Kept tiny and dependency-free: it is inlined into every page.
 */
export function prePaintScript({ colourMode, announcementId }: PrePaintOptions): string {
  const root = "document.documentElement";
  // Forced dark needs no storage, so it is set outside the try that guards storage access.
  const forced = colourMode === "dark-only" ? `${root}.setAttribute(${js(COLOUR_MODE_ATTRIBUTE)},"dark");` : "";
  const statements: string[] = [];
  if (colourMode === "switchable") {
    statements.push(
      `var t=s.getItem(${js(COLOUR_MODE_STORAGE_KEY)});` +
        `if(t==="dark"||t==="light")${root}.setAttribute(${js(COLOUR_MODE_ATTRIBUTE)},t);`,
    );
  }
  if (announcementId) {
    statements.push(
      `if(s.getItem(${js(ANNOUNCEMENT_STORAGE_KEY)})===${js(announcementId)})` +
        `${root}.setAttribute(${js(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},"");`,
    );
  }
  // Storage can throw (disabled cookies); the page then shows the defaults.
  if (statements.length === 0) return forced;
  return `${forced}(function(){try{var s=window.localStorage;${statements.join("")}}catch(e){}})();`;
}
