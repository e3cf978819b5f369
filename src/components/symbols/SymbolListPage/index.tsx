import type { RowNoun, SymbolTableData } from "../../../lib/symbols/table";
import { DocPage, type DocPageModel } from "../../DocPage";
import { SiteLink } from "../../layout/SiteLink";
import { SymbolTable } from "../SymbolTable";

/** What a symbol list page shows, computed by its template. */
export interface SymbolListPageModel {
  page: Omit<DocPageModel, "toc" | "cards">;
  table: SymbolTableData;
  noun: RowNoun;
  /** The HTTP request that returns the list at runtime (`/stocks/symbols?country=us`), when the spec has it. */
  endpoint: { route: string; summary: string; method: string; request: string } | null;
}

/** Props of SymbolListPage. */
export interface Props {
  model: SymbolListPageModel;
}

/** A symbol list: its count and the whole list as a filterable, sortable table. */
export function SymbolListPage({ model }: Props) {
  const { endpoint } = model;
  return (
    <DocPage model={{ ...model.page, toc: [], cards: [], wide: true }}>
      {endpoint && (
        <p>
          Applications can fetch the same list at runtime with <SiteLink href={endpoint.route}>{endpoint.summary}</SiteLink>:{" "}
          <code>{`${endpoint.method.toUpperCase()} ${endpoint.request}`}</code>. The API&apos;s list is updated daily at 00:00 UTC.
        </p>
      )}
      <SymbolTable table={model.table} noun={model.noun} label={model.page.title} />
    </DocPage>
  );
}
