import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { SymbolListPage, type SymbolListPageModel } from "../components/symbols/SymbolListPage";
import { FirstPaintAfterTable } from "../components/symbols/SymbolTable/firstPaint";
import type { SymbolListPageContext } from "../lib/kinds/symbol-list";
import type { TableRow } from "../lib/symbols/table";

type Data = Queries.SymbolListPageQuery;

/** A symbol list, generated from content/symbols: the whole list as a filterable table. */
export default function SymbolListTemplate({ data, pageContext }: PageProps<Data, SymbolListPageContext>) {
  const list = data.symbolList;
  if (!list) throw new Error(`Symbol list "${pageContext.id}" is missing from the data layer.`);
  const operation = list.symbolsOperation;
  const model: SymbolListPageModel = {
    page: { chrome: pageContext.chrome, lead: list.description },
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
export function Head({ pageContext }: HeadProps<Data, SymbolListPageContext>) {
  return (
    <>
      <Seo head={pageContext.head} />
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
        rows {
          cells
          href
        }
      }
    }
  }
`;
