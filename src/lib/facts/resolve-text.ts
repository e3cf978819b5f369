import { formatFactForProse } from "./format";
import { factAt, formatFactValue, PLACEHOLDER } from "./placeholders";
import type { Facts } from "./schema";
import { httpLimits, parsePlanList, planComparison, supportLevels, websocketLimits, type FactTable } from "./tables";

const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];

/** A generated table as one line of text: its column names, then each row's header and cells. */
function tableText(table: FactTable): string {
  return [table.columns.join(", "), ...table.rows.map((row) => `${row.header}: ${row.cells.join(", ")}`)].join(". ");
}

/**
 * An MDX body with the facts put in as readers see them, for tools that read the source rather
 * than the rendered page (the search index): `<Fact path>` becomes its value as prose,
 * `{{facts.path}}` its value as in code, and the generated tables (`<PlanComparison>`,
 * `<LimitsTable>`, `<SupportLevels>`) the text of their rows. Unknown paths are left as they are;
 * the build reports them when it sources the page.
 */
export function resolveFactsInMdx(body: string, facts: Facts): string {
  return body
    .replace(/<Fact\b([^>]*?)\/>/g, (whole, attributes: string) => {
      const value = factAt(facts, attribute(attributes, "path") ?? "");
      return value === undefined ? whole : formatFactForProse(value);
    })
    .replace(/<(PlanComparison|LimitsTable|SupportLevels)\b([^>]*?)\/>/g, (whole, name: string, attributes: string) => {
      if (name === "SupportLevels") return tableText(supportLevels(facts));
      const plans = parsePlanList(attribute(attributes, "plans"));
      if (typeof plans === "string") return whole;
      if (name === "PlanComparison") return tableText(planComparison(facts, plans));
      return tableText(
        attribute(attributes, "api") === "websocket" ? websocketLimits(facts, plans) : httpLimits(facts, plans),
      );
    })
    .replace(PLACEHOLDER, (whole, path: string, filter: string | undefined) => {
      const value = factAt(facts, path);
      return value === undefined ? whole : formatFactValue(value, filter);
    });
}
