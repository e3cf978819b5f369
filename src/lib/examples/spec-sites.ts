/**
 * The example sites of the two specs: each HTTP operation's 200 examples, and each quote event
 * among the WebSocket messages' examples. Values are read from the spec with its facts resolved;
 * spans from the source as written.
 */
import { childPointer, isObject, type SpecObject } from "../openapi/document";
import { specOperations } from "../consistency/spec-text";
import type { Locator, ValuePath } from "./locate";
import type { ResponseSite, StreamSite } from "./sites";

/** A spec: its file, its parsed value (facts resolved) and a locator of its source. */
export interface SpecSource {
  file: string;
  root: SpecObject;
  locate: Locator;
}

/** A locator of the values under `prefix`. */
const under =
  (locate: Locator, prefix: ValuePath): Locator =>
  (path) =>
    locate([...prefix, ...path]);

/** The 200 examples of every operation of an OpenAPI spec. */
export function responseSites(spec: SpecSource): ResponseSite[] {
  return specOperations(spec.root).flatMap(({ path, method, pointer, operation }) => {
    const responses = isObject(operation.responses) ? operation.responses : {};
    const ok = responses["200"];
    const media = isObject(ok) && isObject(ok.content) ? ok.content["application/json"] : undefined;
    if (!isObject(media)) return [];
    const base: ValuePath = ["paths", path, method, "responses", "200", "content", "application/json"];
    const named = isObject(media.examples) ? Object.entries(media.examples) : [];
    const found: Array<{ at: ValuePath; value: unknown }> = [
      ...("example" in media ? [{ at: [...base, "example"], value: media.example }] : []),
      ...named.flatMap(([name, example]) =>
        isObject(example) && "value" in example
          ? [{ at: [...base, "examples", name, "value"], value: example.value }]
          : [],
      ),
    ];
    return found.map(({ at, value }): ResponseSite => ({
      kind: "response",
      file: spec.file,
      where: childPointer(pointer, ...at.slice(3)),
      value,
      locate: under(spec.locate, at),
      operation: path,
      selected: [],
      schema: media.schema,
    }));
  });
}

/** The quote events among the examples of an AsyncAPI spec's messages. */
export function streamSites(spec: SpecSource): StreamSite[] {
  const messages = isObject(spec.root.components) ? spec.root.components.messages : undefined;
  if (!isObject(messages)) return [];
  return Object.entries(messages).flatMap(([name, message]) => {
    if (!isObject(message) || !Array.isArray(message.examples)) return [];
    return message.examples.flatMap((example, index): StreamSite[] => {
      const payload = isObject(example) ? example.payload : undefined;
      if (!isObject(payload) || payload.event !== "quote") return [];
      const at: ValuePath = ["components", "messages", name, "examples", index, "payload"];
      return [
        {
          kind: "stream",
          file: spec.file,
          where: childPointer("#", ...at),
          value: payload,
          locate: under(spec.locate, at),
          schema: message.payload,
        },
      ];
    });
  });
}
