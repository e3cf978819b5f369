/**
 * How a sample reads `data` from a response, against the schema of `data` for the operations it
 * calls: a loop or a list function over `data` needs an array, and over `data.series` needs a
 * `series` array. A loop written for a symbol list and reused for an insights series collects
 * key names in Python and throws in Node.js.
 */
import { isObject, type SpecObject } from "../openapi/document";
import { deref } from "./spec-text";

/** One place a sample treats part of `data` as a list: the path under `data` and the code. */
export interface ListUse {
  path: string[];
  code: string;
}

// `body["data"]["series"]`, `data.series`, `body.data`, `data`: the path under data is the rest.
const DATA = String.raw`(?:\w+\[["']data["']\](?:\[["']\w+["']\])*|\b(?:\w+\.)?data(?:\.\w+)*|\w+\.dig\(["']data["'](?:,\s*["']\w+["'])*\))`;

const LIST_CONTEXTS = [
  String.raw`\bfor\s+\w+\s+in\s+(${DATA})`,
  String.raw`\bfor\s*\(\s*(?:const|let|var)\s+\w+\s+of\s+(${DATA})\s*\)`,
  String.raw`\.extend\(\s*(${DATA})\s*\)`,
  String.raw`\.push\(\s*\.\.\.(${DATA})\s*\)`,
  String.raw`\blen\(\s*(${DATA})\s*\)`,
  String.raw`(${DATA})\.(?:map|forEach|filter|length|each)\b`,
];

/** The path under `data` of an expression such as `body["data"]["series"]` or `data.series`. */
export function pathUnderData(expression: string): string[] {
  const tokens = [...expression.matchAll(/\[["'](\w+)["']\]|\.(\w+)|["'](\w+)["']|^(\w+)/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? match[4],
  );
  const index = tokens.indexOf("data");
  return index < 0 ? [] : tokens.slice(index + 1).filter((token) => token !== "dig");
}

/** Where a sample treats `data`, or something under it, as a list. */
export function listUses(source: string): ListUse[] {
  return LIST_CONTEXTS.flatMap((context) =>
    [...source.matchAll(new RegExp(context, "g"))].map((match) => ({ path: pathUnderData(match[1]), code: match[0] })),
  );
}

/** The schema of `data` in an operation's 200 JSON response, references followed. */
export function dataSchema(root: SpecObject, operation: SpecObject): unknown {
  const responses = deref(root, operation.responses);
  const ok = isObject(responses) ? deref(root, responses["200"]) : undefined;
  const content = isObject(ok) && isObject(ok.content) ? ok.content["application/json"] : undefined;
  const schema = isObject(content) ? deref(root, content.schema) : undefined;
  return propertySchema(root, schema, "data");
}

/** A property's schema, looking through allOf, references and oneOf/anyOf branches that declare it. */
export function propertySchema(root: SpecObject, schema: unknown, name: string): unknown {
  const resolved = deref(root, schema);
  if (!isObject(resolved)) return undefined;
  const parts = [
    resolved,
    ...["allOf", "oneOf", "anyOf"].flatMap((key) => (Array.isArray(resolved[key]) ? (resolved[key] as unknown[]) : [])),
  ];
  // allOf members come last in the list but narrow `data`: the last declaration wins.
  let found: unknown;
  for (const part of parts) {
    const resolvedPart = deref(root, part);
    if (!isObject(resolvedPart)) continue;
    const properties = resolvedPart.properties;
    if (isObject(properties) && name in properties) found = deref(root, properties[name]);
    else if (part !== resolved) found = propertySchema(root, resolvedPart, name) ?? found;
  }
  return found;
}

/** "array", "object", "string" or null: the JSON type a schema describes, nulls aside. */
export function schemaType(root: SpecObject, schema: unknown): string | null {
  const resolved = deref(root, schema);
  if (!isObject(resolved)) return null;
  const types = (Array.isArray(resolved.type) ? resolved.type : [resolved.type]).filter(
    (type) => typeof type === "string" && type !== "null",
  );
  if (types.length === 1) return String(types[0]);
  if (isObject(resolved.properties)) return "object";
  for (const key of ["allOf", "oneOf", "anyOf"]) {
    const parts = resolved[key];
    if (!Array.isArray(parts)) continue;
    const found = parts
      .map((part) => schemaType(root, part))
      .filter((type): type is string => type !== null && type !== "null");
    if (found.length) return found[0];
  }
  return null;
}

/** What is wrong with how a sample reads `data`, for each operation it calls. */
export function dataShapeProblems(
  source: string,
  root: SpecObject,
  operations: ReadonlyArray<{ where: string; operation: SpecObject }>,
): string[] {
  const uses = listUses(source);
  return operations.flatMap(({ where, operation }) =>
    uses.flatMap(({ path, code }) => {
      let schema = dataSchema(root, operation);
      for (const name of path) schema = propertySchema(root, schema, name);
      const type = schemaType(root, schema);
      if (type === "array") return [];
      const shown = ["data", ...path].join(".");
      return [
        `\`${code}\` reads \`${shown}\` as a list, but for ${where} \`${shown}\` is ${type === null ? "not in the response" : `an ${type}`}`,
      ];
    }),
  );
}
