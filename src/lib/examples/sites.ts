/**
 * The places an example value is written, and what each is an example of: a response of an HTTP
 * operation, a stream's quote event, the rows of a bulk file, or the examples of a schema.
 */
import type { Span } from "./text";
import type { Locator } from "./locate";

/**
 * The sandbox an example is the answer of, when its guide says (a block before it, in its section,
 * starts the sandbox with `--seed` or `--start`); otherwise the default seed at the examples' instant.
 */
export interface SandboxReading {
  seed?: number;
  /** The instant, in milliseconds since the epoch. */
  at?: number;
}

interface SiteBase {
  /** The file, relative to the project root. */
  file: string;
  /** Where in the file, for messages: a spec's JSON pointer, or `file:line`. */
  where: string;
  /** The example as readers see it, facts resolved. */
  value: unknown;
  /** The span of the scalar at a path of `value`. */
  locate: Locator;
  reading?: SandboxReading;
}

/** A response body of an HTTP operation (200). */
export interface ResponseSite extends SiteBase {
  kind: "response";
  /** The operation's path under the base URL: `/stocks/quote`. */
  operation: string;
  /** The part of the body shown (from a `jq` filter): `["data"]`; empty for the whole body. */
  selected: readonly string[];
  /** Response headers shown with the body (an `http` block), with their spans. */
  headers?: ReadonlyArray<{ name: string; value: string; span: Span }>;
  /** The operation's response schema, for the schema examples; absent in guides. */
  schema?: unknown;
}

/** A stream's `quote` event. */
export interface StreamSite extends SiteBase {
  kind: "stream";
  /** The message's payload schema, for the schema examples; absent in guides. */
  schema?: unknown;
}

/** The rows of a bulk file sample: daily bars (`eod`) or quote updates (`ticks`). */
export interface FileRowsSite extends SiteBase {
  kind: "eod" | "ticks";
  /** The asset class of the file (from its object key). */
  asset: string;
}

export type ExampleSite = ResponseSite | StreamSite | FileRowsSite;
