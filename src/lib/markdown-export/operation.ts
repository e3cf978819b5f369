/** An HTTP API operation page as Markdown, from the operation node the source plugin created. */
import type { CompactSchemaView } from "../openapi/schema-compact";
import { codeFence, inlineCode, joinBlocks, pageHeader, table } from "./blocks";
import { htmlToInlineMarkdown, htmlToMarkdown } from "./from-html";
import { jsonText, schemaDescription, schemaTable, typeLabel } from "./schema";

/** What the export reads of an operation (the ApiOperation node). */
export interface OperationSource {
  route: string;
  method: string;
  path: string;
  summary: string;
  descriptionHtml: string | null;
  excerpt?: string | null;
  deprecated: boolean;
  security: ReadonlyArray<{ scheme: string; in: string; name: string }>;
  parameters: ReadonlyArray<{
    name: string;
    in: string;
    required: boolean;
    deprecated: boolean;
    descriptionHtml: string | null;
    schema: CompactSchemaView;
    example: string | null;
  }>;
  requestBody: {
    required: boolean;
    descriptionHtml: string | null;
    contentType: string;
    schema: CompactSchemaView;
    example?: string | null;
  } | null;
  responses: ReadonlyArray<{
    status: string;
    descriptionHtml: string | null;
    contentType: string | null;
    schema: CompactSchemaView | null;
    example?: string | null;
    headers?: ReadonlyArray<{ name: string; descriptionHtml: string | null; type: string }>;
  }>;
  codeSamples: ReadonlyArray<{ lang: string; label: string; source: string }>;
}

/** Server the reference documents, for the full URL in the heading. */
export interface OperationContext {
  serverUrl: string | null;
}

const IN_ORDER = ["path", "query", "header", "cookie"];

function parameters(operation: OperationSource): string | null {
  if (!operation.parameters.length) return null;
  const sorted = [...operation.parameters].sort((a, b) => IN_ORDER.indexOf(a.in) - IN_ORDER.indexOf(b.in));
  const rows = sorted.map((parameter) => [
    inlineCode(parameter.name),
    parameter.in,
    typeLabel(parameter.schema),
    parameter.required ? "yes" : "no",
    [
      htmlToInlineMarkdown(parameter.descriptionHtml),
      schemaDescription({ ...parameter.schema, descriptionHtml: undefined }),
      parameter.example ? `Example: ${inlineCode(jsonText(parameter.example))}.` : "",
      parameter.deprecated ? "Deprecated." : "",
    ]
      .filter(Boolean)
      .join(" "),
  ]);
  return `## Parameters\n\n${table(["Name", "In", "Type", "Required", "Description"], rows)}`;
}

function requestBody(operation: OperationSource): string | null {
  const body = operation.requestBody;
  if (!body) return null;
  return joinBlocks([
    `## Request body`,
    `${inlineCode(body.contentType)}${body.required ? ", required" : ", optional"}.`,
    htmlToMarkdown(body.descriptionHtml),
    schemaTable(body.schema),
    body.example
      ? codeFence(body.example, body.contentType.includes("json") ? "json" : "", "Example request body")
      : null,
  ]).trim();
}

function responses(operation: OperationSource): string | null {
  if (!operation.responses.length) return null;
  const each = operation.responses.map((response) =>
    joinBlocks([
      `### ${response.status}`,
      htmlToMarkdown(response.descriptionHtml),
      response.contentType ? `Content type: ${inlineCode(response.contentType)}.` : null,
      response.headers?.length
        ? table(
            ["Header", "Type", "Description"],
            response.headers.map((header) => [
              inlineCode(header.name),
              header.type,
              htmlToInlineMarkdown(header.descriptionHtml),
            ]),
          )
        : null,
      schemaTable(response.schema),
      response.example
        ? codeFence(
            response.example,
            response.contentType?.includes("json") ? "json" : "",
            `Example ${response.status} response`,
          )
        : null,
    ]).trim(),
  );
  return ["## Responses", ...each].join("\n\n");
}

/** The operation as Markdown: method and path, parameters, body, responses with examples, a curl sample. */
export function operationMarkdown(operation: OperationSource, context: OperationContext = { serverUrl: null }): string {
  const method = operation.method.toUpperCase();
  const curl = operation.codeSamples.find((sample) => sample.lang === "curl");
  const security = operation.security.length
    ? `Authentication: ${operation.security.map((scheme) => (scheme.in === "header" || scheme.in === "query" ? `${inlineCode(scheme.name)} ${scheme.in === "header" ? "header" : "query parameter"}` : scheme.scheme)).join(" or ")}.`
    : null;
  return joinBlocks([
    pageHeader(operation.summary),
    codeFence(`${method} ${context.serverUrl ?? ""}${operation.path}`, "http"),
    operation.deprecated ? "> **Deprecated:** this operation will be removed; see the changelog." : null,
    htmlToMarkdown(operation.descriptionHtml),
    security,
    parameters(operation),
    requestBody(operation),
    responses(operation),
    curl ? `## Example request\n\n${codeFence(curl.source, "bash", "curl")}` : null,
  ]);
}
