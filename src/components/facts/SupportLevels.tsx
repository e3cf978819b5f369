import type { FactTable } from "../../lib/facts/tables";
import { FactTableView } from "./FactTableView";

/**
 * The support levels side by side, generated from content/facts.yaml: `<SupportLevels />`. The
 * rows (plans, channels, hours, first response per severity) are put in at build time by
 * remarkFacts.
 */
export function SupportLevels({ table }: { table?: FactTable }) {
  return <FactTableView table={table} />;
}
