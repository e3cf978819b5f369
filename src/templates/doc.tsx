import { graphql, type HeadProps, type PageProps } from "gatsby";
import { DocPage } from "../components/DocPage";
import { Seo } from "../components/layout/Seo";
import { ContentTree } from "../components/mdx/ContentTree";
import type { TocEntry } from "../lib/headings";
import type { ContentTree as Tree } from "../lib/mdx/content-tree";
import type { GuidePageContext } from "../lib/kinds/guide";

type Data = Queries.DocPageQuery;

/**
 * An MDX guide page, rendered from its content tree: every guide is a page of this one template,
 * so no guide adds a module to the JavaScript every page loads.
 */
export default function DocTemplate({ data, pageContext }: PageProps<Data, GuidePageContext>) {
  const doc = data.doc;
  if (!doc) throw new Error(`Doc "${pageContext.docId}" is missing from the data layer.`);
  return (
    <DocPage
      model={{
        chrome: pageContext.chrome,
        toc: doc.hideTableOfContents ? [] : (doc.tableOfContents as TocEntry[]),
        cards: pageContext.cards,
      }}
    >
      <ContentTree tree={(doc.contentTree ?? []) as Tree} />
    </DocPage>
  );
}

/** The page's head tags. */
export function Head({ pageContext }: HeadProps<Data, GuidePageContext>) {
  return <Seo head={pageContext.head} />;
}

export const query = graphql`
  query DocPage($docId: String!) {
    doc(docId: { eq: $docId }) {
      hideTableOfContents
      contentTree
      tableOfContents {
        id
        value
        children {
          id
          value
          children {
            id
            value
          }
        }
      }
    }
  }
`;
