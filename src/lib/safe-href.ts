/**
 * The render-time net of SiteLink, which ships on every page: the same allow-list as the build's
 * check (src/lib/safe-url.ts: http, https, mailto, site and relative paths, queries, anchors) in
 * a few hundred bytes. References and escapes are undone and spaces and controls dropped before
 * the scheme is read, so a disguised `javascript:` is refused as the build refuses it.
 */

const NAMED: Record<string, string> = { colon: ":", tab: "", newline: "" };

function unescapeOnce(text: string): string {
  const references = text.replace(/&(#x?)?(\w+);?/gi, (whole, numeric: string | undefined, body: string) => {
    if (!numeric) return NAMED[body.toLowerCase()] ?? whole;
    const code = parseInt(body, numeric.length === 2 ? 16 : 10);
    return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : "";
  });
  try {
    return decodeURIComponent(references);
  } catch {
    return references;
  }
}

/** True when `href` may be rendered as a link. */
export function isRenderableHref(href: string): boolean {
  if (!href.trim() || /^[\s\u00a0\u200b\ufeff]|[\u0000-\u001f\u007f]/.test(href)) return false;
  let text = href;
  for (let round = 0; round < 3; round += 1)
    text = unescapeOnce(text).replace(/[\u0000-\u0020\u00a0\u200b\ufeff]/g, "");
  if (/^[\\/][\\/]/.test(text)) return false;
  const head = /^[^/?#]*/.exec(text)?.[0] ?? "";
  if (head.includes("\\")) return false;
  const colon = head.indexOf(":");
  if (colon < 0) return true;
  const scheme = head.slice(0, colon).toLowerCase();
  return ["http", "https", "mailto"].includes(scheme) && href.toLowerCase().startsWith(`${scheme}:`);
}
