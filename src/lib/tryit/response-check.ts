import type { TryItOperation, TryItResponse } from "./operation";
import { checkAgainstSchema, type Difference } from "./schema-check";

/** A response as received. */
export interface ReceivedResponse {
  status: number;
  /** Header names lowercase. */
  headers: Record<string, string>;
  body: string;
}

/** The verdict on a response: which documented response it is, and how it differs. */
export interface ResponseVerdict {
  documented: TryItResponse | null;
  differences: Difference[];
}

/** The documented response for a status: exact, then its class (4XX), then default. */
export function documentedResponse(operation: Pick<TryItOperation, "responses">, status: number): TryItResponse | null {
  const exact = String(status);
  const range = `${exact[0]}XX`;
  return (
    operation.responses.find((response) => response.status === exact) ??
    operation.responses.find((response) => response.status.toUpperCase() === range) ??
    operation.responses.find((response) => response.status === "default") ??
    null
  );
}

const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b/i;

/** Checks a response against the reference: its status, documented headers and body schema. */
export function checkResponse(
  operation: Pick<TryItOperation, "responses">,
  response: ReceivedResponse,
): ResponseVerdict {
  const documented = documentedResponse(operation, response.status);
  if (!documented) {
    return {
      documented: null,
      differences: [
        {
          pointer: "",
          kind: "undocumented-status",
          message: `Status ${response.status} is not documented for this endpoint (documented: ${operation.responses.map((r) => r.status).join(", ")}).`,
        },
      ],
    };
  }
  const differences: Difference[] = [];
  for (const header of documented.headers) {
    const value = response.headers[header.name.toLowerCase()];
    if (value === undefined) {
      if (header.required)
        differences.push({
          pointer: `header:${header.name}`,
          kind: "missing-header",
          message: `Header ${header.name} is documented as always sent, but is missing.`,
        });
      continue;
    }
    if (header.schema) {
      const typed =
        header.schema.type === "integer" || header.schema.type === "number"
          ? Number.isNaN(Number(value))
            ? value
            : Number(value)
          : value;
      for (const difference of checkAgainstSchema(header.schema, typed)) {
        differences.push({
          ...difference,
          pointer: `header:${header.name}`,
          message: difference.message.replace(/^The value/, `Header ${header.name}`),
        });
      }
    }
  }
  if (documented.schema) {
    const contentType = response.headers["content-type"] ?? "";
    if (!JSON_TYPE.test(contentType) && documented.contentType && JSON_TYPE.test(documented.contentType)) {
      differences.push({
        pointer: "",
        kind: "not-json",
        message: `The body should be ${documented.contentType}, but it came as ${contentType || "no content type"}.`,
      });
    } else {
      let parsed: unknown;
      try {
        parsed = JSON.parse(response.body);
      } catch {
        differences.push({ pointer: "", kind: "not-json", message: "The body is not valid JSON." });
        return { documented, differences };
      }
      differences.push(...checkAgainstSchema(documented.schema, parsed, { undocumentedFields: true }));
    }
  }
  return { documented, differences };
}
