/**
 * Enumerations a spec documents as open (new values can be added) must be open in the schema:
 * a string with its known values in `x-extensible-enum`, not a closed `enum` that a generated
 * client rejects the day a value is added. And an open list must say so and name every value.
 */
import { isObject } from "../openapi/document";

/** Words that say a list of values can grow. */
export const OPEN_WORDING =
  /\b(?:new|more|other)\b[^.]*\b(?:can|may|will)\s+be\s+added\b|\bcan\s+(?:grow|be\s+extended)\b|\bhandle\s+an\s+unknown\b|\bunknown\s+(?:value|code)s?\b/i;

/** A schema with an enumeration, where it is and what describes it. */
interface EnumSchema {
  pointer: string;
  values: string[];
  open: boolean;
  /** Its own description and that of every property or parameter that uses it. */
  texts: string[];
}

function collect(
  root: unknown,
  pointer: string,
  parentText: string | null,
  found: Map<string, EnumSchema>,
  refs: Map<string, string[]>,
): void {
  if (Array.isArray(root)) {
    root.forEach((item, index) => collect(item, `${pointer}/${index}`, parentText, found, refs));
    return;
  }
  if (!isObject(root)) return;
  const description = typeof root.description === "string" ? root.description : null;
  if (typeof root.$ref === "string" && root.$ref.startsWith("#/")) {
    const texts = refs.get(root.$ref) ?? [];
    if (description) texts.push(description);
    if (parentText) texts.push(parentText);
    refs.set(root.$ref, texts);
  }
  const closed = Array.isArray(root.enum) && root.enum.every((value) => typeof value === "string");
  const open = Array.isArray(root["x-extensible-enum"]);
  if (closed || open) {
    found.set(pointer, {
      pointer,
      values: ((open ? root["x-extensible-enum"] : root.enum) as unknown[]).map(String),
      open,
      texts: [description, parentText].filter((text): text is string => text !== null),
    });
  }
  for (const [key, child] of Object.entries(root)) {
    if (key === "examples" || key === "example" || key === "x-codeSamples") continue;
    // A parameter's or property's description describes the schema under it.
    collect(
      child,
      `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`,
      key === "schema" ? description : null,
      found,
      refs,
    );
  }
}

/** What is wrong with the enumerations of a spec. */
export function openEnumProblems(root: unknown): string[] {
  const found = new Map<string, EnumSchema>();
  const refs = new Map<string, string[]>();
  collect(root, "#", null, found, refs);
  const problems: string[] = [];
  for (const schema of found.values()) {
    const texts = [...schema.texts, ...(refs.get(schema.pointer) ?? [])];
    const saysOpen = texts.some((text) => OPEN_WORDING.test(text));
    if (!schema.open && saysOpen)
      problems.push(
        `${schema.pointer}: documented as open (new values can be added) but a closed \`enum\`; use \`type: string\` with the known values in \`x-extensible-enum\``,
      );
    if (schema.open && !saysOpen)
      problems.push(`${schema.pointer}: an open list (\`x-extensible-enum\`) must say that new values can be added`);
    if (schema.open) {
      const own = texts.join("\n");
      const unnamed = schema.values.filter((value) => !own.includes(`\`${value}\``));
      if (unnamed.length)
        problems.push(
          `${schema.pointer}: an open list must name its known values; ${unnamed.map((value) => `\`${value}\``).join(", ")} missing from its description`,
        );
    }
  }
  return problems;
}
