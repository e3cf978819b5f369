import type { PagePosition } from "../../../lib/symbols/paging";
import type { RowNoun, SymbolTableData } from "../../../lib/symbols/table";
import { DocPage, type DocPageModel } from "../../DocPage";
import { SiteLink } from "../../layout/SiteLink";
import { SymbolPager } from "../SymbolPager";
import { SymbolTable } from "../SymbolTable";

/** What a symbol list page shows, computed by its template. */
export interface SymbolListPageModel {
  page: Pick<DocPageModel, "chrome" | "lead">;
  /** The columns, and this page's rows. */
  table: SymbolTableData;
  /** Where the page sits in its list, the list's first page and the file of the whole list. */
  paging: { position: PagePosition; listRoute: string; listTitle: string; dataUrl: string };
  noun: RowNoun;
  /** Rows in the list, on all its pages. */
  entryCount: number;
  /** Symbols the API lists when the page shows a selection of them; null when the page holds the whole list. */
  apiTotal: number | null;
  /** The HTTP request that returns the list at runtime (`/stocks/symbols?country=us`), when the spec has it. */
  endpoint: { route: string; summary: string; method: string; request: string } | null;
}

/** Props of SymbolListPage. */
export interface Props {
  model: SymbolListPageModel;
}

/**
 * A page of a symbol list: its count and its rows as a table that filters and sorts the whole
 * list, with links to the list's other pages when it has several.
 */
export function SymbolListPage({ model }: Props) {
  const { endpoint, apiTotal, entryCount, noun, paging } = model;
  const label = model.page.chrome.title;
  const grouped = (value: number) => value.toLocaleString("en-US");
  const request =
    endpoint &&
    `${endpoint.method.toUpperCase()} ${endpoint.request}${endpoint.request.includes("?") ? "&" : "?"}page_size=500`;
  return (
    <DocPage model={{ ...model.page, toc: [], cards: [], wide: true }}>
      {endpoint && apiTotal !== null && (
        <p>
          This page shows a selection of {grouped(entryCount)} of the {grouped(apiTotal)} {noun.other} the API lists:
          the most widely held names of each sector and exchange. Every one of the {grouped(apiTotal)} works in every
          endpoint and stream. To get them all, page through{" "}
          <SiteLink href={endpoint.route}>{endpoint.summary}</SiteLink> with <code>{request}</code>,{" "}
          {grouped(Math.ceil(apiTotal / 500))} {Math.ceil(apiTotal / 500) === 1 ? "request" : "requests"} in all (see{" "}
          <SiteLink href="/docs/api/pagination">pagination</SiteLink>). The API&apos;s list is a snapshot taken daily at
          00:00 UTC.
        </p>
      )}
      {endpoint && apiTotal === null && (
        <p>
          This page holds the whole list the API returned when these docs were last built. Applications can fetch it at
          runtime with <SiteLink href={endpoint.route}>{endpoint.summary}</SiteLink>:{" "}
          <code>{`${endpoint.method.toUpperCase()} ${endpoint.request}`}</code>. The API&apos;s list is a snapshot taken
          daily at 00:00 UTC, so a symbol added since the last build is there before it is here.
        </p>
      )}
      <SymbolTable table={model.table} noun={model.noun} label={label} paging={paging} />
      <SymbolPager listRoute={paging.listRoute} position={paging.position} label={paging.listTitle} />
    </DocPage>
  );
}
