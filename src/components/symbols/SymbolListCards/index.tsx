import { graphql, useStaticQuery } from "gatsby";
import { DocCardList } from "../../cards/DocCardList";

/** Props of SymbolListCards: none, the lists come from the data. */
export type Props = Record<string, never>;

/**
 * Every symbol list as a card with its count, read from the data so the overview never drifts
 * from the lists. Imported by content/docs/symbols/index.mdx only, so no other page loads the query.
 */
export function SymbolListCards() {
  const data = useStaticQuery<Queries.SymbolListCardsQuery>(graphql`
    query SymbolListCards {
      allSymbolList(sort: { position: ASC }) {
        nodes {
          title
          route
          description
        }
      }
    }
  `);
  return (
    <DocCardList
      cards={data.allSymbolList.nodes.map((list) => ({
        label: list.title,
        href: list.route,
        description: list.description,
      }))}
    />
  );
}
