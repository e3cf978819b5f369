/**
 * Country codes are written one way across the API: lowercase, as the stock `country` parameter
 * takes them (`uk` for the United Kingdom). A `country` field of a schema says so by its pattern,
 * its list of values or its reference, and every `country` in an example follows it.
 */
import { childPointer, isObject, type SpecObject } from "../openapi/document";
import { deref } from "./spec-text";

const LOWERCASE_CODE = /^[a-z]{2}$/;

/** Whether a `country` schema admits only lowercase codes (and `null`). */
function lowercaseOnly(root: SpecObject, schema: unknown): boolean {
  const node = deref(root, schema);
  if (!isObject(node)) return false;
  const values = Array.isArray(node.enum)
    ? node.enum
    : Array.isArray(node["x-extensible-enum"])
      ? node["x-extensible-enum"]
      : null;
  if (values)
    return values.every((value) => value === null || (typeof value === "string" && LOWERCASE_CODE.test(value)));
  if (typeof node.pattern === "string") return node.pattern === "^[a-z]{2}$";
  if (Array.isArray(node.oneOf))
    return node.oneOf.every(
      (part) =>
        (isObject(deref(root, part)) && (deref(root, part) as SpecObject).type === "null") || lowercaseOnly(root, part),
    );
  return false;
}

/** `country` properties of a spec's schemas and payloads that don't hold to lowercase codes. */
export function countrySchemaProblems(root: SpecObject): string[] {
  const problems: string[] = [];
  const visit = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) return node.forEach((item, index) => visit(item, childPointer(pointer, index)));
    if (!isObject(node)) return;
    if (isObject(node.properties) && "country" in node.properties && !lowercaseOnly(root, node.properties.country))
      problems.push(
        `${childPointer(pointer, "properties", "country")}: a country code must be lowercase, as the stock \`country\` parameter is (pattern \`^[a-z]{2}$\`, a list of lowercase codes, or a reference to one)`,
      );
    for (const [key, child] of Object.entries(node))
      if (key !== "examples" && key !== "example") visit(child, childPointer(pointer, key));
  };
  visit(root.components, "#/components");
  visit(root.channels, "#/channels");
  return problems;
}

/** `country` values of an example that aren't lowercase two-letter codes (or `null`). */
export function countryValueProblems(value: unknown, where: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => countryValueProblems(item, `${where}/${index}`));
  if (!isObject(value)) return [];
  const own =
    "country" in value &&
    value.country !== null &&
    !(typeof value.country === "string" && LOWERCASE_CODE.test(value.country))
      ? [`${where}: country ${JSON.stringify(value.country)} isn't a lowercase two-letter code`]
      : [];
  return [...own, ...Object.entries(value).flatMap(([key, child]) => countryValueProblems(child, `${where}/${key}`))];
}
