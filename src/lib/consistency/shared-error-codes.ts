/**
 * An error code both APIs send means one thing: what a stream does with it follows from the
 * class of HTTP error it is (a key problem ends the connection with `4003`, data the plan doesn't
 * include with `4030`, any other client error discards the message and keeps the connection), and
 * an example named after a code shows that code.
 */
import { isObject, type SpecObject } from "../openapi/document";
import { statusClass } from "./error-codes";
import { specOperations, deref } from "./spec-text";

/** A row of the stream's error code table: the code and what it does to the connection. */
export interface StreamCode {
  code: string;
  when: string;
  connection: string;
}

/** The rows of the WebSocket spec's error code table (`components.schemas.errorCode`). */
export function streamCodes(root: SpecObject): StreamCode[] {
  const schema =
    isObject(root.components) && isObject(root.components.schemas) ? root.components.schemas.errorCode : undefined;
  const text = isObject(schema) && typeof schema.description === "string" ? schema.description : "";
  return [...text.matchAll(/^\s*\|\s*`([a-z_]+)`\s*\|([^|]+)\|([^|]+)\|\s*$/gm)].map((row) => ({
    code: row[1],
    when: row[2].trim(),
    connection: row[3].trim(),
  }));
}

/** What a stream must do with a code of an HTTP status, as words its connection cell contains. */
export function expectedConnection(status: string): RegExp {
  if (status === "401") return /Closed with `4003`/;
  if (status === "403") return /Closed with `4030`/;
  return /^Stays open/;
}

/** Shared codes whose stream behaviour doesn't follow from their HTTP status. */
export function sharedCodeProblems(
  http: ReadonlyMap<string, ReadonlySet<string>>,
  stream: readonly StreamCode[],
): string[] {
  const problems: string[] = [];
  for (const row of stream) {
    const statuses = [...http].filter(([, codes]) => codes.has(row.code)).map(([status]) => status);
    for (const status of statuses) {
      const expected = expectedConnection(statusClass(status));
      if (!expected.test(row.connection))
        problems.push(
          `\`${row.code}\` is a ${status} over HTTP, so on a stream its connection should match ${expected.source}, but the table says "${row.connection}"`,
        );
    }
  }
  return problems;
}

/** An example of an error response or event: its name and the code it shows. */
export interface NamedErrorExample {
  where: string;
  name: string;
  code: string;
}

/** The named examples of the HTTP spec's error responses. */
export function httpErrorExamples(root: SpecObject): NamedErrorExample[] {
  const seen = new Set<string>();
  return specOperations(root).flatMap(({ operation }) => {
    const responses = isObject(operation.responses) ? operation.responses : {};
    return Object.entries(responses).flatMap(([status, raw]) => {
      const ref = isObject(raw) && typeof raw.$ref === "string" ? raw.$ref : `${status}`;
      if (seen.has(ref)) return [];
      seen.add(ref);
      const response = deref(root, raw);
      const media = isObject(response) && isObject(response.content) ? response.content["application/json"] : undefined;
      const examples = isObject(media) && isObject(media.examples) ? media.examples : {};
      return Object.entries(examples).flatMap(([name, item]) => {
        const value = isObject(item) ? item.value : undefined;
        const code = isObject(value) && isObject(value.error) ? value.error.code : undefined;
        return typeof code === "string" ? [{ where: `${ref}/examples/${name}`, name, code }] : [];
      });
    });
  });
}

/** Examples named after an error code of either API that show another code. */
export function exampleNameProblems(examples: readonly NamedErrorExample[], codes: ReadonlySet<string>): string[] {
  return examples
    .filter((example) => codes.has(example.name) && example.name !== example.code)
    .map(
      (example) =>
        `${example.where}: the example is named \`${example.name}\`, a code of its own, but shows \`${example.code}\`; name it after what it shows`,
    );
}
