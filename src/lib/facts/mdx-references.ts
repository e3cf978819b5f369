import { AuthorError } from "../author-error";
import { closestFactPaths, factAt, findFactPlaceholders, FILTERS } from "./placeholders";
import type { Facts } from "./schema";
import { parsePlanList } from "./tables";

/** The MDX components that read the facts. */
export const FACT_COMPONENTS = ["Fact", "PlanComparison", "LimitsTable", "SupportLevels"] as const;

/** Values of `<LimitsTable api="...">`. */
export const LIMITS_APIS = ["http", "websocket"] as const;

const lineAt = (text: string, index: number) => text.slice(0, index).split("\n").length;

function unknownFact(facts: Facts, path: string, where: string): AuthorError {
  const near = closestFactPaths(facts, path)
    .map((candidate) => `"${candidate}"`)
    .join(", ");
  return new AuthorError(
    where.split(":")[0],
    `${where}: unknown fact "${path}". Closest existing paths: ${near}. Fix: use one of them, or add the fact to content/facts.yaml.`,
  );
}

/**
 * Every problem with the facts an MDX body reads: `<Fact path>` and `{{facts.path}}` naming a
 * fact that doesn't exist (or an object rather than a value), unknown filters, and table
 * components with unknown plans or APIs. Checked when the page is sourced, so the build stops
 * with the file and line. `lineOffset` is the number of file lines before the body.
 */
export function factReferenceErrors(body: string, facts: Facts, file: string, lineOffset = 0): AuthorError[] {
  const errors: AuthorError[] = [];
  const where = (index: number) => `${file}:${lineAt(body, index) + lineOffset}`;

  for (const match of body.matchAll(/<Fact\b([^>]*?)\/?>/g)) {
    const path = /\bpath="([^"]*)"/.exec(match[1])?.[1];
    if (path === undefined)
      errors.push(
        new AuthorError(
          file,
          `${where(match.index ?? 0)}: <Fact> needs a path, as in <Fact path="plans.free.httpPerMinute" />.`,
        ),
      );
    else if (factAt(facts, path) === undefined) errors.push(unknownFact(facts, path, where(match.index ?? 0)));
  }
  for (const found of findFactPlaceholders(body)) {
    if (factAt(facts, found.path) === undefined)
      errors.push(unknownFact(facts, found.path, `${file}:${found.line + lineOffset}`));
    else if (found.filter !== undefined && !FILTERS.includes(found.filter)) {
      errors.push(
        new AuthorError(
          file,
          `${file}:${found.line + lineOffset}: unknown filter "${found.filter}" in ${found.raw}. Fix: use one of ${FILTERS.join(", ")}, or none.`,
        ),
      );
    }
  }
  for (const match of body.matchAll(/<(PlanComparison|LimitsTable)\b([^>]*?)\/?>/g)) {
    const plans = parsePlanList(/\bplans="([^"]*)"/.exec(match[2])?.[1]);
    if (typeof plans === "string")
      errors.push(new AuthorError(file, `${where(match.index ?? 0)}: <${match[1]}> has an ${plans}.`));
    const api = /\bapi="([^"]*)"/.exec(match[2])?.[1];
    if (match[1] === "LimitsTable" && !(LIMITS_APIS as readonly (string | undefined)[]).includes(api)) {
      errors.push(
        new AuthorError(file, `${where(match.index ?? 0)}: <LimitsTable> needs api="http" or api="websocket".`),
      );
    }
  }
  return errors;
}
