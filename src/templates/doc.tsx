import { MDXProvider } from "@mdx-js/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { DocPage } from "../components/DocPage";
import { Seo } from "../components/layout/Seo";
import { mdxComponents } from "../components/mdx";
import type { TocEntry } from "../lib/headings";
import type { GuidePageContext } from "../lib/kinds/guide";

type Data = Queries.DocPageQuery;

/** An MDX guide page. */
export default function DocTemplate({ data, pageContext, children }: PageProps<Data, GuidePageContext>) {
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
      <MDXProvider components={mdxComponents}>{children}</MDXProvider>
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
