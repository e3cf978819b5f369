import type { FactTable } from "../../lib/facts/tables";
import { FactTableView } from "./FactTableView";

/**
 * The limits of each plan for one API, generated from content/facts.yaml:
 * `<LimitsTable api="http" />` or `<LimitsTable api="websocket" />`. The rows are put in at
 * build time by remarkFacts.
 */
export function LimitsTable({ table }: { api: "http" | "websocket"; plans?: string; table?: FactTable }) {
  return <FactTableView table={table} />;
}
