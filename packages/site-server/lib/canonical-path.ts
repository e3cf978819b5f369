/**
 * URL normalisation of the local server: every page has exactly one URL. Trailing slashes and
 * `.html` / `/index.html` endings are dropped under the base path, and the host root leads to it.
 */
import { BASE_PATH } from "../../../src/lib/docs";

/** The canonical form of a decoded request path, or null when it already is canonical or is not a page. */
export function canonicalPath(pathname: string): string | null {
  if (pathname === "/" || pathname === "/index.html") return BASE_PATH;
  const isDocs = pathname === BASE_PATH || pathname.startsWith(`${BASE_PATH}/`) || pathname.startsWith(`${BASE_PATH}.`);
  if (!isDocs) return null;
  let canonical = pathname;
  for (let previous = ""; previous !== canonical;) {
    previous = canonical;
    canonical = canonical
      .replace(/\/+$/, "")
      .replace(/\/index\.html?$/, "")
      .replace(/\.html?$/, "");
  }
  // A path with an empty segment (`/docs//x`) names no page, so it is not redirected either: the
  // request gets the not-found page. Only trailing slashes, which the loop strips, are redirected.
  if (canonical.includes("//")) return null;
  return canonical === pathname ? null : canonical || BASE_PATH;
}

/** Characters a path segment may carry as they are (RFC 3986 pchar, minus the percent sign). */
const SEGMENT_KEEP = /%(2[146-9ABC]|3[ABD]|40)/gi;
/** Half a surrogate pair, which has no UTF-8 form (encodeURIComponent throws on it). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A decoded path (starting with "/") written as a URL path: every segment percent-encoded as
 * UTF-8, so that the result is printable ASCII whatever the path holds (non-Latin-1 letters,
 * controls, spaces, `?`, `#`, `%`), and sub-delimiters, `:` and `@` kept readable.
 */
export function encodePath(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) =>
      encodeURIComponent(segment.replace(LONE_SURROGATE, "\ufffd")).replace(SEGMENT_KEEP, (escape) =>
        decodeURIComponent(escape),
      ),
    )
    .join("/");
}

/**
 * A raw query string (with its "?", or empty) made safe for a Location header: bytes that are
 * not printable ASCII, and the characters URLs never carry as they are, are percent-encoded;
 * escapes already there are kept.
 */
export function encodeSearch(search: string): string {
  return search.replace(/[^\x21-\x7e]|["<>\\^`{|}#]/g, (character) => {
    const code = character.charCodeAt(0);
    // The HTTP parser hands over each byte of the request line as one character (latin1).
    const bytes = code <= 0xff ? [code] : [...Buffer.from(character, "utf8")];
    return bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");
  });
}

/**
 * Where a request for a decoded path (with its raw query string, "?" included, or empty) should be
 * redirected, as a Location value (printable ASCII, a path on this host), or null when the path
 * already is canonical.
 */
export function canonicalLocation(pathname: string, search = ""): string | null {
  const canonical = canonicalPath(pathname);
  if (canonical === null) return null;
  const location = `${encodePath(canonical)}${encodeSearch(search)}`;
  // A path on this host, never "//host" (which a browser reads as another origin).
  return location.startsWith("//") ? `/${location.replace(/^\/+/, "")}` : location;
}
