/**
 * The request target of the local server, checked before anything touches the file system: what
 * a browser can send is accepted, anything else is answered with a 4xx status instead of reaching
 * a file lookup or a header.
 */

/** The methods the site answers; any other gets 405. */
export const ALLOWED_METHODS: readonly string[] = ["GET", "HEAD"];

/** Longest request target accepted; longer ones get 414. */
export const MAX_TARGET_LENGTH = 4096;

/** A request target: its decoded path and raw query string, or the status to answer and why. */
export type RequestTarget =
  { ok: true; pathname: string; search: string } | { ok: false; status: 400 | 414; reason: string };

/**
 * The decoded path and the raw query string of a request target (`request.url`), or the status to
 * answer. Accepts the origin form (`/docs/x?y`) and the absolute form (`http://host/docs/x`, whose
 * host is ignored). Refuses invalid percent-encodings, control characters, backslashes, encoded
 * slashes and `.`/`..` segments (encoded or not): no page or file has them, browsers resolve dot
 * segments before sending a URL, and they are how traversal is attempted. The production nginx
 * config (nginx-maps.ts) refuses the same targets.
 */
export function parseRequestTarget(target: string | undefined): RequestTarget {
  if (typeof target !== "string" || target === "") return { ok: false, status: 400, reason: "empty request target" };
  if (target.length > MAX_TARGET_LENGTH) return { ok: false, status: 414, reason: "request target too long" };
  let raw = target;
  // Absolute form: the path as sent, not normalised by a URL parser, so that it meets the same checks.
  const absolute = /^https?:\/\/[^/?#]*(.*)$/is.exec(raw);
  if (absolute) raw = absolute[1].startsWith("?") || absolute[1] === "" ? `/${absolute[1]}` : absolute[1];
  if (!raw.startsWith("/")) return { ok: false, status: 400, reason: "request target is not a path" };
  if (/[^\x21-\x7e]|#/.test(raw)) return { ok: false, status: 400, reason: "invalid character in request target" };
  const query = raw.indexOf("?");
  const rawPath = query === -1 ? raw : raw.slice(0, query);
  const search = query === -1 ? "" : raw.slice(query);
  // No file name holds a slash: an encoded one would make a path name another (`/docs/a%2Fb` is
  // `/docs/a/b` once decoded), and is how traversal hides from checks of the raw path (`..%2F`).
  if (/%2f/i.test(rawPath)) return { ok: false, status: 400, reason: "encoded slash in path" };
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, status: 400, reason: "invalid percent-encoding" };
  }
  if (/[\x00-\x1f\x7f\\]/.test(pathname))
    return { ok: false, status: 400, reason: "control character or backslash in path" };
  if (pathname.split("/").some((segment) => segment === "." || segment === "..")) {
    return { ok: false, status: 400, reason: "dot segment in path" };
  }
  return { ok: true, pathname, search };
}
