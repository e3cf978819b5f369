/**
 * The JSON responses a guide shows, each bound to the operation it is a response of: the
 * operation its title names (`GET /v1/crypto/symbols?page=1`), or the request made by the
 * nearest code block before it in the same section. A `jq` filter in that request selects the
 * part shown. WebSocket messages (with `event` or `action`) are the WebSocket checks' business.
 */
import { isObject } from "../openapi/document";
import { sampleRequests } from "./sample-requests";
import type { CodeUnit, Unit } from "./units";

/** A response body shown in a guide. */
export interface ResponseBlock {
  unit: CodeUnit;
  /** HTTP status: from an HTTP status line or a title such as "404 Not Found"; 200 otherwise. */
  status: string;
  body: unknown;
  /** The operation, or null when nothing binds it. */
  operation: { method: string; path: string } | null;
  /** Path into the response the block shows, from a `jq` filter (`.data.requests.day`). */
  selected: string[];
  /** "shortened" in the title: fields may be left out. */
  shortened: boolean;
}

/** The JSON body of a `json` or `http` block, and its status line's status; null when it has none. */
export function blockBody(unit: CodeUnit): { status: string | null; body: unknown } | null {
  if (unit.lang === "http") {
    const [head, ...rest] = unit.value.split(/\r?\n\r?\n/);
    const status = /^HTTP\/[\d.]+ (\d{3})/.exec(head)?.[1] ?? null;
    const text = rest.join("\n\n").trim();
    if (!status || !text) return null;
    try {
      return { status, body: JSON.parse(text) };
    } catch {
      return null;
    }
  }
  if (unit.lang !== "json") return null;
  try {
    return { status: null, body: JSON.parse(unit.value) };
  } catch {
    return null;
  }
}

const isMessage = (body: unknown) => isObject(body) && ("event" in body || "action" in body);

/** The JSON responses of a guide's units, with the operations they belong to. */
export function responseBlocks(units: readonly Unit[], baseUrl: string, paths: readonly string[]): ResponseBlock[] {
  const blocks: ResponseBlock[] = [];
  units.forEach((unit, index) => {
    if (unit.kind !== "code") return;
    const parsed = blockBody(unit);
    if (!parsed || isMessage(parsed.body)) return;
    const title = unit.title ?? "";
    const titled = /^(GET|POST) (?:\/v1)?(\/[^?\s,]*)/.exec(title);
    const status = parsed.status ?? /^([1-5]\d\d)\b/.exec(title)?.[1] ?? "200";
    let operation: ResponseBlock["operation"] =
      titled && paths.includes(titled[2]) ? { method: titled[1].toLowerCase(), path: titled[2] } : null;
    let selected: string[] = [];
    if (!operation) {
      for (const before of units.slice(0, index).reverse()) {
        if (before.section !== unit.section) break;
        if (before.kind !== "code") continue;
        const [request] = sampleRequests(before.value, baseUrl, paths);
        if (!request) continue;
        operation = { method: request.method, path: request.path };
        const filter = /\bjq\s+'(\.[^']*)'/.exec(before.value)?.[1];
        selected = filter ? filter.split(".").filter(Boolean) : [];
        break;
      }
    }
    blocks.push({ unit, status, body: parsed.body, operation, selected, shortened: /\bshortened\b/i.test(title) });
  });
  return blocks;
}

/** True for a body that looks like an API response: a `data` or `error` member at the top. */
export const looksLikeResponse = (body: unknown) => isObject(body) && ("data" in body || "error" in body);
