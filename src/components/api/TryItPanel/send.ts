import { PROXY_TIMEOUT_MS, proxyFailure, type ProxyFailure } from "../../../lib/tryit/proxy-problems";
import type { BuiltRequest } from "../../../lib/tryit/request";
import { proxiedUrl } from "../../../lib/tryit/request";

/** How a send ended when no response could be shown. The panel's own time cap ends as the proxy's does, in a timeout. */
export type SendFailure = { kind: "network" } | { kind: "cancelled" } | ProxyFailure;

/** A response read in full. */
export interface SendResult {
  status: number;
  headers: Array<[string, string]>;
  body: string;
  size: number;
  duration: number;
}

/** The whole exchange is abandoned after this long: a little after the proxy's own cap, so its answer comes first. */
export const CLIENT_TIMEOUT_MS = PROXY_TIMEOUT_MS + 5_000;

/**
 * Sends the request through the proxy and reads the whole response. `signal` aborts it (Cancel).
 * Problems the proxy reports itself (refusal, unreachable upstream, its time cap) are told apart
 * from the API's own responses by their problem type.
 */
export async function sendThroughProxy(
  proxy: string,
  request: BuiltRequest,
  body: BodyInit | null,
  signal: AbortSignal,
): Promise<SendResult | SendFailure> {
  const timeout = new AbortController();
  const timer = window.setTimeout(() => timeout.abort(), CLIENT_TIMEOUT_MS);
  const onCancel = () => timeout.abort();
  signal.addEventListener("abort", onCancel);
  const started = performance.now();
  try {
    const response = await fetch(proxiedUrl(proxy, request.url), {
      method: request.method,
      headers: request.headers.map(({ name, value }) => [name, value] as [string, string]),
      body,
      signal: timeout.signal,
      credentials: "omit",
      cache: "no-store",
      referrerPolicy: "no-referrer",
    });
    const buffer = await response.arrayBuffer();
    const duration = performance.now() - started;
    const text = new TextDecoder().decode(buffer);
    const contentType = response.headers.get("content-type") ?? "";
    if (contentType.includes("application/problem+json")) {
      const failure = proxyFailure(response.status, text);
      if (failure) return failure;
    }
    const headers: Array<[string, string]> = [];
    response.headers.forEach((value, name) => headers.push([name, value]));
    headers.sort(([a], [b]) => a.localeCompare(b));
    return { status: response.status, headers, body: text, size: buffer.byteLength, duration };
  } catch {
    if (signal.aborted) return { kind: "cancelled" };
    if (timeout.signal.aborted) return { kind: "timeout", seconds: CLIENT_TIMEOUT_MS / 1000 };
    return { kind: "network" };
  } finally {
    window.clearTimeout(timer);
    signal.removeEventListener("abort", onCancel);
  }
}

/** The sentence shown for a failure. */
export function failureMessage(failure: SendFailure, proxy: string): string {
  switch (failure.kind) {
    case "network":
      return `The request could not reach the proxy at ${new URL(proxy).origin}. Check your connection; locally, make sure \`npm start\` is running.`;
    case "timeout":
      return `No complete answer within ${failure.seconds} seconds, so the request was abandoned. Try again, or pick a smaller page size.`;
    case "cancelled":
      return "Request cancelled. Nothing more will be received for it.";
    case "refused":
      return `The Try-it proxy refused this request: ${failure.detail}`;
    case "proxy":
      return `The Try-it proxy could not complete the request (${failure.status}): ${failure.detail}`;
  }
}
