/**
 * The Try-it proxy's decision, a pure function: the `url` query parameter it was given and the
 * allowed bases in, the normalised target or the reason for refusing it out. Name resolution
 * and the checks on addresses happen later, in the server, for hosts that are names.
 */
import { forbiddenRange } from "./addresses.ts";
import type { AllowedBase, DocumentedOperation } from "./allowed.ts";

/** A target the proxy may forward to. */
export interface Allowed {
  ok: true;
  /** The target after WHATWG normalisation, without its fragment. */
  url: URL;
  /** The base it is under. */
  base: AllowedBase;
}

/** A target the proxy refuses. */
export interface Refused {
  ok: false;
  /** 400 when there is no usable URL, 403 when the URL is refused. */
  status: 400 | 403;
  /** Stable machine-readable code. */
  reason: string;
  /** A sentence for the reader. */
  detail: string;
}

const refuse = (status: 400 | 403, reason: string, detail: string): Refused => ({ ok: false, status, reason, detail });

/** The allowed bases as a sentence fragment. */
const listBases = (bases: AllowedBase[]) => bases.map((b) => b.href).join(", ");

/**
 * Decide whether the proxy may forward to a target URL, given as the percent-decoded `url` query
 * parameter. With `request`, the target must also be one of the spec's operations: its method
 * and its path under the base must match a documented method and path template.
 */
export function decideTarget(
  raw: string | null | undefined,
  bases: AllowedBase[],
  request?: { method: string; operations: readonly DocumentedOperation[] },
): Allowed | Refused {
  if (raw === null || raw === undefined || raw === "") {
    return refuse(
      400,
      "missing-url",
      "Pass the request to send as the url query parameter: /api/proxy?url=<absolute URL, percent-encoded>.",
    );
  }
  // The URL parser would quietly drop tabs and newlines and turn backslashes into slashes;
  // a target that needs such repairs is refused instead of guessed at.
  if (/[\u0000-\u0020\u007f]/.test(raw)) {
    return refuse(403, "control-character", "The target URL contains a space or control character; percent-encode it.");
  }
  if (raw.includes("\\")) {
    return refuse(
      403,
      "backslash",
      "The target URL contains a backslash, which URL parsers read differently; use forward slashes.",
    );
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse(
      400,
      "invalid-url",
      "The url query parameter must be an absolute http or https URL, such as https://api.tickwire.io/v1/stocks/quote?symbol=AAPL.",
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return refuse(403, "scheme", `The proxy only sends http and https requests, not ${url.protocol} ones.`);
  }
  // An empty user name (`https://:@host/`) is dropped by the parser but still a trick.
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(raw)?.[1] ?? "";
  if (url.username !== "" || url.password !== "" || authority.includes("@")) {
    return refuse(
      403,
      "userinfo",
      `The target URL carries a user name or password before its host (${url.host}); the proxy does not send those.`,
    );
  }
  url.hash = "";
  const sameOrigin = bases.filter((b) => b.origin === url.origin);
  if (sameOrigin.length === 0) {
    const range = forbiddenRange(url.hostname);
    const why = range && range.range !== "invalid" ? ` ${url.hostname} is in ${range.label}.` : "";
    return refuse(
      403,
      "origin-not-allowed",
      `The proxy only sends requests to the API's servers (${listBases(bases)}), not to ${url.origin}.${why}`,
    );
  }
  const base = sameOrigin.find((b) => url.pathname.startsWith(b.pathname));
  if (!base) {
    return refuse(
      403,
      "path-outside-base",
      `The path ${url.pathname} is outside the API's base path (${listBases(sameOrigin)}).`,
    );
  }
  // Dot segments are resolved by the parser; encoded separators that survive it could be
  // decoded into new ones by the server behind.
  if (/%(2e|2f|5c)/i.test(url.pathname)) {
    return refuse(
      403,
      "path-traversal",
      "The target path contains an encoded dot, slash or backslash; write the path without them.",
    );
  }
  if (request) {
    const path = url.pathname.slice(base.pathname.length - 1);
    const method = request.method === "HEAD" ? "GET" : request.method;
    const onPath = request.operations.filter((operation) => operation.pattern.test(path));
    if (onPath.length === 0)
      return refuse(
        403,
        "operation-not-documented",
        `${path} is not an endpoint of the API reference; the proxy only sends requests to documented endpoints.`,
      );
    if (!onPath.some((operation) => operation.method === method))
      return refuse(
        403,
        "method-not-documented",
        `${path} takes ${[...new Set(onPath.map((operation) => operation.method))].join(", ")} requests in the API reference, not ${request.method}.`,
      );
  }
  return { ok: true, url, base };
}

/**
 * Decide whether a redirect an upstream answered with may be passed to the browser: its
 * Location, resolved against the target that answered, must itself be an allowed target.
 */
export function decideRedirect(location: string, from: URL, bases: AllowedBase[]): Allowed | Refused {
  let absolute: string;
  try {
    absolute = location.includes("\\") ? location : new URL(location, from).href;
  } catch {
    absolute = location;
  }
  const decision = decideTarget(absolute, bases);
  if (decision.ok) return decision;
  return refuse(
    403,
    "redirect-off-origin",
    `The API answered with a redirect the proxy does not pass on (${decision.reason}): ${decision.detail}`,
  );
}
