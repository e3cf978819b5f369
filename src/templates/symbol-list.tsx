import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { SymbolListPage, type SymbolListPageModel } from "../components/symbols/SymbolListPage";
import { FirstPaintAfterTable } from "../components/symbols/SymbolTable/firstPaint";
import type { SymbolListPageContext } from "../lib/kinds/symbol-list";
import { listDataPath } from "../lib/symbols/list-data";
import { pager } from "../lib/symbols/paging";

type Data = Queries.SymbolListPageQuery;

/**
 * A page of a symbol list, generated from content/symbols: its rows (the page context's, never the
 * whole list) as a filterable table, and links to the list's other pages when it has several.
 */
export default function SymbolListTemplate({ data, pageContext }: PageProps<Data, SymbolListPageContext>) {
  const list = data.symbolList;
  if (!list) throw new Error(`Symbol list "${pageContext.id}" is missing from the data layer.`);
  const operation = list.symbolsOperation;
  const model: SymbolListPageModel = {
    page: { chrome: pageContext.chrome, lead: list.description },
    table: {
      columns: list.table.columns.map((column) => ({ ...column, options: [...column.options] })),
      rows: pageContext.rows,
    },
    paging: {
      position: pageContext.position,
      listRoute: pageContext.listRoute,
      listTitle: pageContext.listTitle,
      dataUrl: listDataPath(pageContext.id),
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

/** The page's head tags, with the list's previous and next pages when it has several. */
export function Head({ pageContext }: HeadProps<Data, SymbolListPageContext>) {
  const { position, listRoute, head } = pageContext;
  const { previous, next } = pager(listRoute, position.number, position.count);
  // Absolute, on the canonical URL's origin, like the canonical link itself.
  const absolute = (route: string) => new URL(route, head.canonical).href;
  return (
    <>
      <Seo head={head} />
      {previous && <link rel="prev" href={absolute(previous)} />}
      {next && <link rel="next" href={absolute(next)} />}
      <FirstPaintAfterTable />
    </>
  );
}

export const query = graphql`
  query SymbolListPage($id: String!) {
    symbolList(listId: { eq: $id }) {
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
      }
    }
  }
`;
