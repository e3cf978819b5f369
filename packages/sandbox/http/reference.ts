/**
 * What the sandbox reads from the HTTP API spec beyond the operations' schemas: its local
 * server's base path, the documented examples of a response (for `Prefer`, and the reference
 * data kept in them) and the documented value of headers such as `Sunset`.
 */
import { childPointer, isObject, type SpecDocument } from "../../../src/lib/openapi/document.ts";
import { resolveRef } from "../../../src/lib/openapi/refs.ts";
import { tryItServers } from "../../../src/lib/tryit/build-model.ts";
import type { Json } from "../../../src/lib/tryit/json-schema.ts";

/** The spec's local server (its first loopback server), whose address the sandbox takes by default. */
export function localServer(document: SpecDocument): URL {
  const local = tryItServers(document).find((server) => server.mock);
  if (!local)
    throw new Error(
      `${document.file}: the spec lists no local server (an http://127.0.0.1:<port>/<base> entry under "servers"); the sandbox needs one to know its address.`,
    );
  return new URL(local.url);
}

export interface DocumentedResponse {
  /** Example values by name (an unnamed `example` is "default"). */
  examples: Map<string, Json>;
  /** Documented header values: each header's example. */
  headers: Map<string, Json>;
}

/** A documented response of an operation, or undefined when the status is not documented. */
export function documentedResponse(
  document: SpecDocument,
  method: string,
  path: string,
  status: string,
): DocumentedResponse | undefined {
  const operationPointer = childPointer("#", "paths", path, method.toLowerCase());
  const paths = isObject(document.root.paths) ? document.root.paths : {};
  const item = paths[path];
  const operation = isObject(item) ? item[method.toLowerCase()] : undefined;
  const responses = isObject(operation) && isObject(operation.responses) ? operation.responses : {};
  if (!(status in responses)) return undefined;
  const { value, pointer } = resolveRef(
    document,
    responses[status],
    childPointer(operationPointer, "responses", status),
  );
  const examples = new Map<string, Json>();
  const content = isObject(value.content) ? value.content : {};
  const media = content["application/json"];
  if (isObject(media)) {
    if ("example" in media) examples.set("default", media.example as Json);
    if (isObject(media.examples)) {
      for (const [name, raw] of Object.entries(media.examples)) {
        const example = resolveRef(
          document,
          raw,
          childPointer(pointer, "content", "application/json", "examples", name),
        ).value;
        if ("value" in example) examples.set(name, example.value as Json);
      }
    }
  }
  const headers = new Map<string, Json>();
  for (const [name, raw] of Object.entries(isObject(value.headers) ? value.headers : {})) {
    const header = resolveRef(document, raw, childPointer(pointer, "headers", name)).value;
    if ("example" in header) headers.set(name, header.example as Json);
  }
  return { examples, headers };
}
