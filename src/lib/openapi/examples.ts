import { inlineSchema } from "./inline-schema";
import { checkAgainstSchema } from "../tryit/schema-check";
import { childPointer, isObject, specError, valueAt, type SpecDocument, type SpecObject } from "./document";
import { resolveRef } from "./refs";

/** An example found in the spec, with the schema it must satisfy. */
export interface ExampleToCheck {
  /** Pointer of the example value. */
  pointer: string;
  value: unknown;
  /** Pointer of the schema the example must match. */
  schemaPointer: string;
}

const JSON_MEDIA = /^application\/(?:[\w.+-]*\+)?json$/;

function examplesOf(holder: SpecObject, pointer: string, schemaPointer: string): ExampleToCheck[] {
  const found: ExampleToCheck[] = [];
  if ("example" in holder)
    found.push({ pointer: childPointer(pointer, "example"), value: holder.example, schemaPointer });
  if (isObject(holder.examples)) {
    for (const [name, example] of Object.entries(holder.examples)) {
      if (isObject(example) && "value" in example) {
        found.push({ pointer: childPointer(pointer, "examples", name, "value"), value: example.value, schemaPointer });
      }
    }
  }
  return found;
}

function mediaExamples(document: SpecDocument, content: unknown, pointer: string): ExampleToCheck[] {
  if (!isObject(content)) return [];
  return Object.entries(content).flatMap(([mediaType, media]) => {
    if (!JSON_MEDIA.test(mediaType) || !isObject(media) || media.schema === undefined) return [];
    const mediaPointer = childPointer(pointer, "content", mediaType);
    return examplesOf(media, mediaPointer, childPointer(mediaPointer, "schema"));
  });
}

/** Every example of parameters, headers, request and response bodies, and component schemas. */
export function collectExamples(document: SpecDocument): ExampleToCheck[] {
  const found: ExampleToCheck[] = [];
  const withSchema = (raw: unknown, pointer: string) => {
    if (!isObject(raw)) return;
    const { value, pointer: at } = resolveRef(document, raw, pointer);
    if (value.schema !== undefined) found.push(...examplesOf(value, at, childPointer(at, "schema")));
    found.push(...mediaExamples(document, value.content, at));
    if (isObject(value.headers)) {
      for (const [name, header] of Object.entries(value.headers)) withSchema(header, childPointer(at, "headers", name));
    }
  };
  const paths = isObject(document.root.paths) ? document.root.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      const operationPointer = childPointer("#", "paths", path, method);
      if (method === "parameters" && Array.isArray(operation)) {
        operation.forEach((parameter, index) => withSchema(parameter, childPointer(operationPointer, index)));
      }
      if (!isObject(operation)) continue;
      if (Array.isArray(operation.parameters)) {
        operation.parameters.forEach((parameter, index) =>
          withSchema(parameter, childPointer(operationPointer, "parameters", index)),
        );
      }
      if (operation.requestBody !== undefined)
        withSchema(operation.requestBody, childPointer(operationPointer, "requestBody"));
      if (isObject(operation.responses)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          withSchema(response, childPointer(operationPointer, "responses", status));
        }
      }
    }
  }
  const components = isObject(document.root.components) ? document.root.components : {};
  if (isObject(components.schemas)) {
    for (const [name, schema] of Object.entries(components.schemas)) {
      if (!isObject(schema)) continue;
      const pointer = childPointer("#", "components", "schemas", name);
      if ("example" in schema)
        found.push({ pointer: childPointer(pointer, "example"), value: schema.example, schemaPointer: pointer });
      if (Array.isArray(schema.examples)) {
        schema.examples.forEach((value, index) =>
          found.push({ pointer: childPointer(pointer, "examples", index), value, schemaPointer: pointer }),
        );
      }
    }
  }
  // The same shared response is reached from many operations; check each example once.
  const unique = new Map(found.map((example) => [example.pointer, example]));
  return [...unique.values()];
}

/** Stops at the first example of the OpenAPI spec that does not match its schema. */
export function checkExamples(document: SpecDocument): void {
  checkExampleList(document, collectExamples(document));
}

/**
 * Stops at the first of `examples` that does not match its schema, naming its pointer and the
 * mismatch. The check is the one "Try it" runs on live responses in the browser
 * (src/lib/tryit/schema-check.ts), so an example the build accepts is one the panel accepts.
 */
export function checkExampleList(document: SpecDocument, examples: readonly ExampleToCheck[]): void {
  const schemas = new Map<string, ReturnType<typeof inlineSchema>>();
  for (const example of examples) {
    let schema = schemas.get(example.schemaPointer);
    if (!schema) {
      schema = inlineSchema(document, valueAt(document.root, example.schemaPointer), example.schemaPointer);
      schemas.set(example.schemaPointer, schema);
    }
    const [first] = checkAgainstSchema(schema, example.value);
    if (!first) continue;
    throw specError(
      document,
      example.pointer,
      `example does not match its schema (${example.schemaPointer}): ${first.message}`,
    );
  }
}
