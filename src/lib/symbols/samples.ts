/**
 * Code on a symbol's page: a quote request in every site language, generated the way the HTTP
 * reference generates its samples, and the WebSocket subscribe message. Pure: the highlighter is
 * passed in, so tests can use a plain one.
 */
import { API_KEY_PLACEHOLDER, buildCodeSamples, type SampleRequest } from "../openapi/code-samples";

/** Header that carries the API key: the spec's recommended scheme (ApiKeyHeader). */
export const API_KEY_HEADER = "X-API-Key";

/** Turns code into the HTML of a highlighted `code` element. */
export type Highlighter = (code: string, language: string) => string;

/** A sample in one site language, with its source and highlighted HTML. */
export interface SymbolSample {
  lang: string;
  label: string;
  source: string;
  html: string;
}

/** GET `<httpApi><path>?symbol=<symbol>` with the API key header. */
export function quoteRequest(httpApi: string, path: string, symbol: string): SampleRequest {
  return {
    method: "get",
    url: `${httpApi}${path}`,
    query: [{ name: "symbol", value: symbol }],
    headers: [{ name: API_KEY_HEADER, value: API_KEY_PLACEHOLDER }],
    body: null,
  };
}

/** The quote request in every site language, highlighted. */
export function quoteSamples(request: SampleRequest, highlight: Highlighter): SymbolSample[] {
  return buildCodeSamples(request).map(({ lang, label, source }) => ({
    lang,
    label,
    source,
    html: highlight(source, lang),
  }));
}

/** The message that subscribes to `symbols` on a stream, as a client sends it. */
export function subscribeMessage(symbols: readonly string[]): string {
  return JSON.stringify({ action: "subscribe", symbols }, null, 2);
}
