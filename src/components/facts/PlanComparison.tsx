import type { FactTable } from "../../lib/facts/tables";
import { FactTableView } from "./FactTableView";

/**
 * Every plan side by side, generated from content/facts.yaml: `<PlanComparison />`, or
 * `<PlanComparison plans="free,trial" />` for some of them. The rows are put in at build time by
 * remarkFacts.
 */
export function PlanComparison({ table }: { plans?: string; table?: FactTable }) {
  return <FactTableView table={table} />;
}
