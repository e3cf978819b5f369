/**
 * What the Try-it proxy (packages/proxy) and the Try-it panel agree on: the problem documents the
 * proxy answers with itself (RFC 9457), which the panel tells apart from the API's own problems
 * by their type, and the proxy's cap on one exchange. Loaded by the proxy on Node as it is, so it
 * imports nothing.
 */

/** The proxy's default cap on one whole exchange with the API, in ms (TRYIT_PROXY_TIMEOUT_MS sets another). */
export const PROXY_TIMEOUT_MS = 30_000;

/** Problem type and title per status the proxy answers with itself. */
export const PROXY_PROBLEMS = {
  400: {
    type: "https://tickwire.io/problems/proxy-bad-request",
    title: "The Try-it proxy could not read this request",
  },
  403: { type: "https://tickwire.io/problems/proxy-refused", title: "The Try-it proxy refused this request" },
  404: {
    type: "https://tickwire.io/problems/proxy-not-found",
    title: "There is nothing at this address of the Try-it proxy",
  },
  405: { type: "https://tickwire.io/problems/proxy-method", title: "The Try-it proxy does not send this method" },
  413: {
    type: "https://tickwire.io/problems/proxy-body-too-large",
    title: "The request body is larger than the Try-it proxy accepts",
  },
  500: { type: "https://tickwire.io/problems/proxy-error", title: "The Try-it proxy failed on this request" },
  502: { type: "https://tickwire.io/problems/proxy-upstream", title: "The Try-it proxy could not reach the API" },
  504: { type: "https://tickwire.io/problems/proxy-timeout", title: "The API did not answer the Try-it proxy in time" },
} as const;

/** A status the proxy answers with itself. */
export type ProxyProblemStatus = keyof typeof PROXY_PROBLEMS;

/** How an exchange ended when the proxy, not the API, answered. */
export type ProxyFailure =
  | { kind: "refused"; detail: string }
  | { kind: "timeout"; seconds: number }
  | { kind: "proxy"; status: number; detail: string };

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/**
 * The proxy's own failure in a problem+json body the panel received with `status`, or null when
 * the body is not one of the proxy's problems (the API's own problem, or no JSON at all): that one
 * is shown as the API's response.
 */
export function proxyFailure(status: number, body: string): ProxyFailure | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const problem = parsed as Record<string, unknown>;
  if (!Object.values(PROXY_PROBLEMS).some(({ type }) => type === problem.type)) return null;
  const detail = text(problem.detail) ?? text(problem.title);
  if (problem.type === PROXY_PROBLEMS[403].type)
    return { kind: "refused", detail: detail ?? "The proxy refused the request." };
  if (problem.type === PROXY_PROBLEMS[504].type) return { kind: "timeout", seconds: PROXY_TIMEOUT_MS / 1000 };
  return { kind: "proxy", status, detail: detail ?? "" };
}
