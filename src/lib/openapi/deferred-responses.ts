import { compactSchema, type CompactSchemaView } from "./schema-compact";
import type { ResponseView } from "./types";

/** A response as its on-demand file holds it: schema compacted, example highlighted only. */
export type StoredResponse = Omit<ResponseView, "example" | "schema"> & { schema: CompactSchemaView | null };

/** The on-demand file of an operation's responses: every response after the first, by status. */
export type DeferredResponses = Record<string, StoredResponse>;

/** A response as the operation node lists it: its status and whether it has an example. */
export interface ResponseSummary {
  status: string;
  hasExample: boolean;
}

function stored(response: ResponseView): StoredResponse {
  const { example: _example, schema, ...rest } = response;
  return { ...rest, schema: schema && compactSchema(schema) };
}

/**
 * Splits an operation's responses into what its page ships with (every status, and the first
 * response in full) and the file the page loads when the reader opens another status.
 */
export function splitResponses(responses: readonly ResponseView[]): {
  summaries: ResponseSummary[];
  initial: StoredResponse | null;
  deferred: DeferredResponses;
} {
  const [first, ...rest] = responses;
  return {
    summaries: responses.map((response) => ({ status: response.status, hasExample: response.exampleHtml !== null })),
    initial: first ? stored(first) : null,
    deferred: Object.fromEntries(rest.map((response) => [response.status, stored(response)])),
  };
}
