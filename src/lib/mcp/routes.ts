/**
 * Which page of the built site a reference names. MCP clients pass what they have: a route, its
 * Markdown path, a route without /docs, or a full address on the site. Anything that could reach
 * outside the pages (another host, `..`, a backslash, a control character) is refused before any
 * file is named, and only routes the build wrote Markdown for are ever read.
 */
import { editDistance } from "../author-error";
import { markdownRoute } from "../markdown-export/blocks";

/** Every page lives under this path. */
export const BASE_PATH = "/docs";
/** The server's resources are named `docs://<path on the site>`: docs://llms.txt, docs://docs/api/limits.md. */
export const RESOURCE_PREFIX = "docs://";
/** Longer references are refused without being read further. */
const MAX_REFERENCE_LENGTH = 2048;
/** How many routes an unknown route's message suggests. */
const SUGGESTIONS = 5;

/** What the built site tells about its pages. */
export interface SiteRoutes {
  /** The origin the site is published at, e.g. "https://tickwire.io"; null when the build records none. */
  origin: string | null;
  /** Every page route the build wrote Markdown for, e.g. "/docs/api/limits". */
  routes: ReadonlySet<string>;
}

/** A page the reference names, a route no page has, or a reference refused outright. */
export type RouteResolution =
  | { kind: "page"; route: string }
  | { kind: "unknown"; route: string; suggestions: string[] }
  | { kind: "refused"; reason: string };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const CONTROL = /[\u0000-\u001f\u007f]/;
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

/** The text with its percent-escapes decoded, or null when they are malformed. */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Why a path cannot name a page file, or null when it can. */
function pathProblem(path: string): string | null {
  if (CONTROL.test(path)) return "it contains a control character (such as NUL)";
  if (path.includes("\\")) return "it contains a backslash";
  if (DOT_SEGMENT.test(path)) return 'it contains a "." or ".." segment';
  return null;
}

/** The route a page path stands for: no repeated or trailing slashes, no .md, .html or /index.html ending. */
function routeOfPath(path: string): string {
  const route = `/${path}`
    .replace(/\/{2,}/g, "/")
    .replace(/(\/index)?\.(md|html)$/, "")
    .replace(/\/+$/, "");
  return route || "/";
}

/** The path of a full address on the site, or why it is refused. */
function pathOfAddress(reference: string, origin: string | null): { path: string } | { reason: string } {
  if (reference.startsWith("//")) return { reason: "it names a host; pass a route or an address on this site" };
  let url: URL;
  try {
    url = new URL(reference);
  } catch {
    return { reason: "it is not a valid address" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return { reason: `${url.protocol} addresses are not pages` };
  if (origin === null) return { reason: "this build does not record the site's address, so only routes are accepted" };
  if (url.username || url.password) return { reason: "it carries a user name or password" };
  if (url.origin !== origin) return { reason: `${url.origin} is not this site (${origin})` };
  const path = decoded(url.pathname);
  return path === null ? { reason: "its percent-encoding is malformed" } : { path };
}

/** The route `reference` names, checked against the routes of the build. */
export function resolvePageRoute(reference: string, site: SiteRoutes): RouteResolution {
  const text = reference.trim();
  if (text === "") return { kind: "refused", reason: "it is empty" };
  if (text.length > MAX_REFERENCE_LENGTH)
    return { kind: "refused", reason: `it is longer than ${MAX_REFERENCE_LENGTH} characters` };
  // Checked as written and decoded: the URL parser would silently resolve a "/%2e%2e/" segment.
  const whole = decoded(text);
  if (whole === null) return { kind: "refused", reason: "its percent-encoding is malformed" };
  const problem = pathProblem(text) ?? pathProblem(whole);
  if (problem) return { kind: "refused", reason: problem };

  const isResource = text.startsWith(RESOURCE_PREFIX);
  const isAddress = !isResource && (SCHEME.test(text) || text.startsWith("//"));
  let path: string;
  if (isResource) {
    path = decoded(text.slice(RESOURCE_PREFIX.length).split(/[?#]/)[0]) ?? "";
  } else if (isAddress) {
    const address = pathOfAddress(text, site.origin);
    if ("reason" in address) return { kind: "refused", reason: address.reason };
    path = address.path;
  } else {
    path = decoded(text.split(/[?#]/)[0]) ?? "";
  }

  let route = routeOfPath(path);
  // "api/limits" and "/api/limits" are routes under /docs; a full address is taken as written.
  if (!isAddress && route !== BASE_PATH && !route.startsWith(`${BASE_PATH}/`))
    route = route === "/" ? BASE_PATH : `${BASE_PATH}${route}`;
  if (site.routes.has(route)) return { kind: "page", route };
  return { kind: "unknown", route, suggestions: closestRoutes(route, site.routes) };
}

/**
 * The routes nearest to `route`: first those whose last segment is its last segment ("get-quote"
 * finds every asset class's), then its siblings whose last segment begins with it ("auth" finds
 * "authentication"), then the rest; each group by edit distance.
 */
export function closestRoutes(route: string, routes: Iterable<string>, count = SUGGESTIONS): string[] {
  const split = (path: string) => {
    const slash = path.lastIndexOf("/");
    return { parent: path.slice(0, slash), last: path.slice(slash + 1) };
  };
  const wanted = split(route);
  const group = (candidate: string) => {
    const { parent, last } = split(candidate);
    if (wanted.last && last === wanted.last) return 0;
    return wanted.last && parent === wanted.parent && last.startsWith(wanted.last) ? 1 : 2;
  };
  return [...routes]
    .map((candidate) => ({ candidate, group: group(candidate), distance: editDistance(route, candidate) }))
    .sort((a, b) => a.group - b.group || a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map(({ candidate }) => candidate);
}

/** How to name a page, for every message that refuses one. */
export function routeHelp(origin: string | null): string {
  const address = origin ? `, or ${origin}/docs/api/limits` : "";
  return `Pass a page's route, such as /docs/api/limits, /docs/api/limits.md or api/limits${address}. The search_docs tool finds pages by topic, and llms.txt (the resource ${RESOURCE_PREFIX}llms.txt) lists every page.`;
}

/** The message of a reference that names no page. */
export function resolutionMessage(
  reference: string,
  resolution: Exclude<RouteResolution, { kind: "page" }>,
  origin: string | null,
): string {
  if (resolution.kind === "unknown") {
    const nearest = resolution.suggestions.length ? ` Closest routes: ${resolution.suggestions.join(", ")}.` : "";
    return `No page at ${resolution.route}.${nearest} ${routeHelp(origin)}`;
  }
  // JSON quoting shows a NUL or a line break as an escape instead of writing it out.
  const shown = JSON.stringify(reference.length > 120 ? `${reference.slice(0, 120)}…` : reference);
  return `Refused ${shown}: ${resolution.reason}. ${routeHelp(origin)}`;
}

/** Path of a route's Markdown file under the built site: "/docs/api/limits" → "docs/api/limits.md". */
export const markdownFileOf = (route: string): string => markdownRoute(route).slice(1);

/** The resource URI of a page's Markdown: "/docs/api/limits" → "docs://docs/api/limits.md". */
export const pageResourceUri = (route: string): string => `${RESOURCE_PREFIX}${markdownFileOf(route)}`;
