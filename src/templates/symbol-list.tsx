import { graphql, type HeadProps, type PageProps } from "gatsby";
import { siteConfig } from "../../site.config";
import { Seo } from "../components/layout/Seo";
import { SymbolListPage, type SymbolListPageModel } from "../components/symbols/SymbolListPage";
import { FirstPaintAfterTable } from "../components/symbols/SymbolTable/firstPaint";
import type { GeneratedContext } from "../lib/routes";
import { sidebarRootCrumb } from "../lib/sidebars/root-crumb";
import type { TableRow } from "../lib/symbols/table";

type Data = Queries.SymbolListPageQuery;

/** A symbol list, generated from content/symbols: the whole list as a filterable table. */
export default function SymbolListTemplate({ data, pageContext }: PageProps<Data, GeneratedContext>) {
  const list = data.symbolList;
  if (!list) throw new Error(`Symbol list "${pageContext.id}" is missing from the data layer.`);
  const operation = list.symbolsOperation;
  const model: SymbolListPageModel = {
    page: {
      route: list.route,
      title: list.title,
      lead: list.description,
      sidebarId: pageContext.sidebarId,
      sidebarRoot: sidebarRootCrumb(siteConfig.navbar, pageContext.sidebarId, list.route),
      navigation: pageContext.navigation,
    },
    // Cells are JSON scalars in GraphQL; the source plugin wrote them as table cells (src/lib/symbols/table.ts).
    table: {
      columns: list.table.columns.map((column) => ({ ...column, options: [...column.options] })),
      rows: list.table.rows as unknown as TableRow[],
    },
    noun: list.noun,
    entryCount: list.entryCount,
    apiTotal: list.apiTotal ?? null,
    endpoint: operation && {
      route: operation.route,
      summary: operation.summary,
      method: operation.method,
      request: `${operation.path}${list.symbolsQuery ? `?${list.symbolsQuery}` : ""}`,
    },
  };
  return <SymbolListPage model={model} />;
}

/** The page's head tags. */
export function Head({ data }: HeadProps<Data, GeneratedContext>) {
  const list = data.symbolList;
  if (!list) return null;
  return (
    <>
      <Seo title={list.title} description={list.description} route={list.route} />
      <FirstPaintAfterTable />
    </>
  );
}

export const query = graphql`
  query SymbolListPage($id: String!) {
    symbolList(listId: { eq: $id }) {
      title
      route
      description
      entryCount
      apiTotal
      noun {
        one
        other
      }
      symbolsQuery
      symbolsOperation {
        route
        summary
        method
        path
      }
      table {
        columns {
          key
          label
          numeric
          facet
          options
        }
        rows {
          cells
          href
        }
      }
    }
  }
`;
