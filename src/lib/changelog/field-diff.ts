/**
 * The changes between two versions of a schema, field by field, classified by who writes the
 * value. A client *sends* a request's fields and a stream's actions, so narrowing what they
 * accept breaks it; it *receives* responses and events, so widening what they may contain breaks
 * it (a new value in a closed list, a field that may now be null or absent), while new fields
 * don't: the versioning policy asks clients to ignore fields they don't know.
 */
import { BOUND_KEYS, LOWER_BOUNDS, parentPath, type BoundKey, type FieldMap, type FieldShape } from "./schema-fields";
import type { ChangeKind, ChangeLevel } from "./types";

/** Who writes the values: the client sends a request, and receives a response. */
export type Direction = "request" | "response";

/** How the changes name what they are about. */
export interface FieldSubject {
  /** Markdown naming a field: "response field `data.series`", "query parameter `country`". */
  describe(path: string): string;
  /** Names a release note may use for the field, as written in backticks. */
  names(path: string): string[];
  /** Id of the element a field is, for deprecations ("GET /x|response 200|data.change_pct"). */
  element(path: string): string;
  /**
   * A list of values the versioning policy declares open whatever its schema says (new error
   * codes are additive): a new value in it breaks no client that follows the policy.
   */
  openByPolicy?(path: string): boolean;
}

/** A change to one field. */
export interface FieldChange {
  level: ChangeLevel;
  kind: ChangeKind;
  text: string;
  names: string[];
  /** The field's path in the older version (the newer one for additions). */
  path: string;
  deprecation?: { element: string; sunset: string | null };
}

const code = (value: string) => `\`${value}\``;
const list = (values: readonly string[]) => values.map(code).join(", ");
/** A value as written in text: JSON text, without the quotes of a string. */
export const valueText = (json: string) => (json.startsWith('"') ? (JSON.parse(json) as string) : json);
const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The last name of a path: `data[].change_pct` → `change_pct`. */
export function leafName(path: string): string {
  const match = /([^.[\]{}]+)(?:\[\]|\{\})*$/.exec(path);
  return match ? match[1] : path;
}

/**
 * The names a note may give a field: its own, and its path from any of its parents
 * (`stocks`, `data_access.stocks`, `data.data_access.stocks`).
 */
export function fieldNames(path: string): string[] {
  const names = [leafName(path)];
  for (const match of path.matchAll(/\./g)) names.push(path.slice((match.index ?? 0) + 1));
  names.push(path);
  return [...new Set(names)];
}

/** A field whose parent is new or gone is part of that change: only the outermost is listed. */
function outermost(paths: readonly string[]): string[] {
  const set = new Set(paths);
  return paths.filter((path) => {
    for (let parent = parentPath(path); parent !== null; parent = parentPath(parent)) if (set.has(parent)) return false;
    return true;
  });
}

/** Same type, list and format: a removed and an added field this alike are one field renamed. */
const sameShape = (a: FieldShape, b: FieldShape) =>
  a.types.join() === b.types.join() &&
  (a.enum ?? a.openEnum ?? []).join() === (b.enum ?? b.openEnum ?? []).join() &&
  a.format === b.format;

/** The subtree of a field, paths relative to it, to compare renamed fields with their children. */
function subtree(fields: FieldMap, path: string): string {
  const prefix = path;
  return [...fields.entries()]
    .filter(
      ([other]) =>
        other === prefix ||
        other.startsWith(`${prefix}.`) ||
        other.startsWith(`${prefix}[`) ||
        other.startsWith(`${prefix}{`),
    )
    .map(([other, shape]) => `${other.slice(prefix.length)}:${shape.types.join("|")}:${(shape.enum ?? []).join("|")}`)
    .sort()
    .join("\n");
}

/** Pairs each removed field with the one added field of the same parent and shape, when there is exactly one. */
function renames(before: FieldMap, after: FieldMap, removed: string[], added: string[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const old of removed) {
    const candidates = added.filter(
      (path) =>
        parentPath(path) === parentPath(old) &&
        sameShape(before.get(old) as FieldShape, after.get(path) as FieldShape) &&
        subtree(before, old) === subtree(after, path),
    );
    const rivals = removed.filter(
      (other) =>
        other !== old &&
        candidates.length === 1 &&
        parentPath(other) === parentPath(old) &&
        sameShape(before.get(other) as FieldShape, after.get(candidates[0]) as FieldShape),
    );
    if (candidates.length === 1 && rivals.length === 0 && !pairs.some(([, to]) => to === candidates[0]))
      pairs.push([old, candidates[0]]);
  }
  return pairs;
}

function typeChange(before: FieldShape, after: FieldShape, direction: Direction): ChangeLevel | null {
  const widen = (types: readonly string[]) => new Set(types.includes("number") ? [...types, "integer"] : types);
  const was = widen(before.types);
  const now = widen(after.types);
  if (before.types.join() === after.types.join()) return null;
  // A schema without a type allows any: nothing was promised, or nothing is now.
  if (!before.types.length) return direction === "request" ? "non-breaking" : "breaking";
  if (!after.types.length) return direction === "request" ? "non-breaking" : "breaking";
  const gained = [...now].some((type) => !was.has(type));
  const lost = [...was].some((type) => !now.has(type));
  if (direction === "request") return lost ? "breaking" : "non-breaking";
  return gained ? "breaking" : "non-breaking";
}

const typeText = (shape: FieldShape) => (shape.types.length ? shape.types.map(code).join(" or ") : "any type");

/** Changes to a list of values (closed `enum` or open `x-extensible-enum`). */
function enumChanges(
  before: FieldShape,
  after: FieldShape,
  direction: Direction,
  field: string,
  openByPolicy: boolean,
): FieldChangeText[] {
  const out: FieldChangeText[] = [];
  const was = before.enum ?? before.openEnum;
  const now = after.enum ?? after.openEnum;
  const wasOpen = before.enum === null && before.openEnum !== null;
  const nowOpen = after.enum === null && after.openEnum !== null;
  if (was && now) {
    const added = now.filter((value) => !was.includes(value)).map(valueText);
    const removed = was.filter((value) => !now.includes(value)).map(valueText);
    if (!wasOpen && nowOpen)
      out.push({
        kind: "enum-opened",
        level: "non-breaking",
        text: `${capitalise(field)} is now an open list (\`x-extensible-enum\`): expect values it doesn't name.`,
      });
    if (wasOpen && !nowOpen)
      out.push({
        kind: "enum-closed",
        level: "non-breaking",
        text: `${capitalise(field)} is now a closed list: no values beyond those it names.`,
      });
    if (added.length) {
      // A client reading a closed list may reject a value it doesn't know; an open list warned it.
      const breaks = direction === "response" && !wasOpen && !openByPolicy;
      const why = breaks
        ? `: it was a closed list, so a client that rejects values it doesn't know breaks.`
        : wasOpen
          ? ` (an open list).`
          : ` (new values are additive under the versioning policy).`;
      const what =
        direction === "request"
          ? `${capitalise(field)} accepts the new ${plural(added.length, "value", "values")} ${list(added)}.`
          : `${capitalise(field)} has the new ${plural(added.length, "value", "values")} ${list(added)}${why}`;
      out.push({ kind: "enum-values-added", level: breaks ? "breaking" : "non-breaking", text: what, names: added });
    }
    if (removed.length)
      out.push({
        kind: "enum-values-removed",
        level: direction === "request" ? "breaking" : "non-breaking",
        text:
          direction === "request"
            ? `${capitalise(field)} no longer accepts ${list(removed)}.`
            : `${capitalise(field)} no longer takes the ${plural(removed.length, "value", "values")} ${list(removed)}.`,
        names: removed,
      });
  } else if (was && !now) {
    out.push({
      kind: "enum-removed",
      level: direction === "request" || wasOpen ? "non-breaking" : "breaking",
      text: `${capitalise(field)} is no longer limited to a list of values.`,
    });
  } else if (!was && now) {
    out.push({
      kind: "enum-added",
      level: direction === "request" && !nowOpen ? "breaking" : "non-breaking",
      text: `${capitalise(field)} is now limited to ${list(now.map(valueText))}${nowOpen ? " (an open list)" : ""}.`,
    });
  }
  return out;
}

interface FieldChangeText {
  kind: ChangeKind;
  level: ChangeLevel;
  text: string;
  names?: string[];
}

const BOUND_NAMES: Record<BoundKey, string> = {
  minimum: "minimum",
  exclusiveMinimum: "exclusive minimum",
  minLength: "minimum length",
  minItems: "minimum number of items",
  maximum: "maximum",
  exclusiveMaximum: "exclusive maximum",
  maxLength: "maximum length",
  maxItems: "maximum number of items",
};

/** Constraints: a request that accepted less now breaks clients; in a response they only inform. */
function constraintChanges(
  before: FieldShape,
  after: FieldShape,
  direction: Direction,
  field: string,
): FieldChangeText[] {
  const out: FieldChangeText[] = [];
  const level = (tighter: boolean): ChangeLevel => (direction === "request" && tighter ? "breaking" : "non-breaking");
  for (const key of BOUND_KEYS) {
    const was = before.bounds[key];
    const now = after.bounds[key];
    if (was === now) continue;
    const name = BOUND_NAMES[key];
    let tighter: boolean;
    let what: string;
    if (was === undefined) {
      tighter = true;
      what = `now has a ${name} of ${now}`;
    } else if (now === undefined) {
      tighter = false;
      what = `no longer has a ${name} (was ${was})`;
    } else {
      tighter = LOWER_BOUNDS.has(key) ? now > was : now < was;
      what = `${name} ${now > was ? "raised" : "lowered"} from ${was} to ${now}`;
    }
    out.push({
      kind: tighter ? "constraint-tightened" : "constraint-loosened",
      level: level(tighter),
      text: `${capitalise(field)}: ${what}.`,
    });
  }
  for (const key of ["pattern", "format"] as const) {
    const was = before[key];
    const now = after[key];
    if (was === now) continue;
    const tighter = now !== null;
    const what =
      was === null
        ? `now has the ${key} ${code(now as string)}`
        : now === null
          ? `no longer has a ${key} (was ${code(was)})`
          : `${key} changed from ${code(was)} to ${code(now)}`;
    out.push({
      kind: tighter ? "constraint-tightened" : "constraint-loosened",
      level: level(tighter),
      text: `${capitalise(field)}: ${what}.`,
    });
  }
  return out;
}

function deprecationText(field: string, shape: FieldShape): string {
  return `${capitalise(field)} is deprecated${shape.sunset ? `; it stops working after ${shape.sunset} (its sunset)` : ""}.`;
}

/** Changes to a field present in both versions. */
function fieldChanges(
  before: FieldShape,
  after: FieldShape,
  direction: Direction,
  field: string,
  openByPolicy: boolean,
): FieldChangeText[] {
  const out: FieldChangeText[] = [];
  if (before.required !== after.required) {
    // The root of a body or payload is always "required"; its own presence is reported elsewhere.
    const nowRequired = after.required;
    const breaks = direction === "request" ? nowRequired : !nowRequired;
    out.push({
      kind: nowRequired ? "field-required" : "field-optional",
      level: breaks ? "breaking" : "non-breaking",
      text:
        direction === "request"
          ? `${capitalise(field)} is now ${nowRequired ? "required" : "optional"}.`
          : nowRequired
            ? `${capitalise(field)} is now always present.`
            : `${capitalise(field)} may now be absent (no longer required).`,
    });
  }
  const typeLevel = typeChange(before, after, direction);
  if (typeLevel)
    out.push({
      kind: "type-changed",
      level: typeLevel,
      text: `${capitalise(field)} changes from ${typeText(before)} to ${typeText(after)}.`,
    });
  out.push(...enumChanges(before, after, direction, field, openByPolicy));
  out.push(...constraintChanges(before, after, direction, field));
  if (direction === "request" && before.default !== after.default && before.default !== null)
    out.push({
      kind: "default-changed",
      level: "breaking",
      text: `${capitalise(field)}: default changed from ${code(before.default)} to ${after.default === null ? "none" : code(after.default)}.`,
    });
  if (!before.deprecated && after.deprecated)
    out.push({ kind: "deprecated", level: "deprecation", text: deprecationText(field, after) });
  else if (before.deprecated && !after.deprecated)
    out.push({ kind: "undeprecated", level: "non-breaking", text: `${capitalise(field)} is no longer deprecated.` });
  else if (after.deprecated && before.sunset !== after.sunset)
    out.push({
      kind: "sunset-changed",
      level: "deprecation",
      text: `${capitalise(field)}: sunset ${before.sunset ? `moved from ${before.sunset} to` : "set to"} ${after.sunset ?? "none"}.`,
    });
  return out;
}

/**
 * Every change between two versions of a schema's fields. New and removed fields are listed at
 * their outermost path only; a removed and an added field of the same parent and shape are one
 * renamed field.
 */
export function diffFields(
  before: FieldMap,
  after: FieldMap,
  direction: Direction,
  subject: FieldSubject,
): FieldChange[] {
  const changes: FieldChange[] = [];
  const removedAll = outermost([...before.keys()].filter((path) => !after.has(path)));
  const addedAll = outermost([...after.keys()].filter((path) => !before.has(path)));
  const renamed = renames(before, after, removedAll, addedAll);
  const removed = removedAll.filter((path) => !renamed.some(([from]) => from === path));
  const added = addedAll.filter((path) => !renamed.some(([, to]) => to === path));

  for (const [from, to] of renamed) {
    changes.push({
      kind: "field-renamed",
      level: "breaking",
      text: `${capitalise(subject.describe(from))} is renamed ${code(leafName(to))}.`,
      names: [...new Set([...subject.names(from), ...subject.names(to)])],
      path: from,
    });
  }
  for (const path of removed) {
    changes.push({
      kind: "field-removed",
      level: "breaking",
      text: `Removed ${subject.describe(path)}.`,
      names: subject.names(path),
      path,
    });
  }
  for (const path of added) {
    const shape = after.get(path) as FieldShape;
    const requiredInRequest = direction === "request" && shape.required;
    changes.push({
      kind: "field-added",
      level: requiredInRequest ? "breaking" : "non-breaking",
      text:
        direction === "request"
          ? `New ${shape.required ? "required" : "optional"} ${subject.describe(path)}.`
          : `New ${subject.describe(path)}.`,
      names: subject.names(path),
      path,
    });
  }
  for (const [path, shape] of after) {
    const old = before.get(path);
    if (!old) continue;
    const open = subject.openByPolicy?.(path) ?? false;
    for (const change of fieldChanges(old, shape, direction, subject.describe(path), open)) {
      const deprecation =
        change.kind === "deprecated" || change.kind === "sunset-changed"
          ? { element: subject.element(path), sunset: shape.sunset }
          : undefined;
      changes.push({
        ...change,
        names: [...new Set([...(change.names ?? []), ...subject.names(path)])],
        path,
        ...(deprecation ? { deprecation } : {}),
      });
    }
  }
  return changes;
}

/** Ids of a field and of every field above it, for licensing a change by a deprecation. */
export function fieldLineage(subject: FieldSubject, path: string): string[] {
  const ids: string[] = [];
  for (let current: string | null = path; current !== null; current = parentPath(current))
    ids.push(subject.element(current));
  return ids;
}
