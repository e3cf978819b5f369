/**
 * Which URLs authors may link to. Every link the site renders from content (sidebars,
 * site.config.ts, MDX, spec descriptions) is classified here, at build time and again when it
 * renders, so that no `javascript:` (or `data:`, `vbscript:`, …) URL becomes a clickable link.
 *
 * The rule is an allow-list: http(s), mailto, a site path, a relative path, a query or an anchor.
 * Anything else is refused, including what a browser would still read as a scheme once it has
 * dropped leading spaces and control characters, tabs and newlines anywhere, and decoded
 * character references (in MDX and HTML attributes) — and, to be safe, percent-encoding.
 */

/** What kind of safe URL a link is. */
export type SafeUrlKind = "http" | "mailto" | "site" | "relative" | "anchor" | "query";

/** The verdict on one URL. */
export type UrlVerdict = { safe: true; kind: SafeUrlKind } | { safe: false; reason: string };

/** Schemes links may use. */
export const ALLOWED_SCHEMES = ["http", "https", "mailto"] as const;

/** The fix offered in every message about an unsafe URL. */
export const SAFE_URL_HINT = "Link to an http(s):// or mailto: URL, a /docs path, a relative path or a #anchor.";

const NAMED_REFERENCES: Record<string, string> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  nbsp: "\u00a0",
  sol: "/",
  num: "#",
  quest: "?",
  amp: "&",
  period: ".",
  plus: "+",
  hyphen: "-",
  dash: "-",
  lpar: "(",
  rpar: ")",
};

/** Decodes numeric and common named character references, with or without the semicolon, as HTML parsers do. */
function decodeReferences(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => fromCodePoint(parseInt(hex, 16)))
    .replace(/&#([0-9]+);?/g, (_, decimal: string) => fromCodePoint(parseInt(decimal, 10)))
    .replace(/&([a-z]+);?/gi, (whole, name: string) => NAMED_REFERENCES[name.toLowerCase()] ?? whole);
}

function fromCodePoint(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
}

/** Decodes percent-escapes that form valid UTF-8; leaves the text as is otherwise. */
function decodePercent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
}

// C0 controls, space, DEL, and the Unicode spaces a browser or an author's editor may put in front.
const LEADING_JUNK = /^[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]+/;
// The URL parser removes ASCII tabs and newlines anywhere; other controls have no place in a link.
const CONTROL = /[\u0000-\u001f\u007f]/g;
const CONTROL_ANYWHERE = /[\u0000-\u001f\u007f]/;

/**
 * The part of `url` that decides its scheme, as a browser would read it: references and escapes
 * decoded (repeatedly, so double encoding does not hide anything), controls removed, leading
 * spaces dropped, lower-cased.
 */
function schemePart(url: string): string {
  let text = url;
  for (let round = 0; round < 4; round += 1) {
    const decoded = decodePercent(decodeReferences(text)).replace(CONTROL, "").replace(LEADING_JUNK, "");
    if (decoded === text) break;
    text = decoded;
  }
  return text.replace(LEADING_JUNK, "").toLowerCase();
}

/** Classifies a URL written by an author. Pure; never throws. */
export function classifyUrl(url: string): UrlVerdict {
  if (typeof url !== "string" || url.trim() === "") return { safe: false, reason: "the URL is empty" };
  if (CONTROL_ANYWHERE.test(url))
    return { safe: false, reason: "it contains a control character (a tab, a newline or another invisible character)" };
  if (LEADING_JUNK.test(url)) return { safe: false, reason: "it starts with spaces or invisible characters" };
  const normalised = schemePart(url);
  const head = /^[^/?#]*/.exec(normalised)?.[0] ?? "";
  const colon = head.indexOf(":");
  if (colon >= 0) {
    const scheme = head.slice(0, colon);
    const allowed = (ALLOWED_SCHEMES as readonly string[]).includes(scheme);
    // An allowed scheme must be written plainly: "https:", not "http&#115;:".
    if (allowed && url.toLowerCase().startsWith(`${scheme}:`))
      return { safe: true, kind: scheme === "mailto" ? "mailto" : "http" };
    if (allowed) return { safe: false, reason: `its "${scheme}:" scheme is written with encoded characters` };
    if (/^[a-z][a-z0-9+.-]*$/.test(scheme)) return { safe: false, reason: `the "${scheme}:" scheme is not allowed` };
    return { safe: false, reason: "it has a colon before its first slash, which a browser may read as a scheme" };
  }
  if (head.includes("\\") || /^[/\\]{2}/.test(normalised)) {
    return {
      safe: false,
      reason: "it starts like a link to another host (// or a backslash); write the https:// URL in full",
    };
  }
  if (normalised.startsWith("#")) return { safe: true, kind: "anchor" };
  if (normalised.startsWith("?")) return { safe: true, kind: "query" };
  if (normalised.startsWith("/")) return { safe: true, kind: "site" };
  return { safe: true, kind: "relative" };
}

/** True when `url` may be rendered as a link. */
export function isSafeUrl(url: string): boolean {
  return classifyUrl(url).safe;
}

/** One line for an author error about `url`: what is wrong and the fix. Null for a safe URL. */
export function unsafeUrlMessage(url: string): string | null {
  const verdict = classifyUrl(url);
  if (verdict.safe) return null;
  return `unsafe link ${JSON.stringify(url)}: ${verdict.reason}. ${SAFE_URL_HINT}`;
}
