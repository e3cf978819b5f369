import { MDXProvider } from "@mdx-js/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { siteConfig } from "../../site.config";
import { DocPage } from "../components/DocPage";
import { Seo } from "../components/layout/Seo";
import { mdxComponents } from "../components/mdx";
import type { TocEntry } from "../lib/headings";
import type { DocContext } from "../lib/routes";
import { sidebarRootCrumb } from "../lib/sidebars/root-crumb";

type Data = Queries.DocPageQuery;

/** An MDX guide page. */
export default function DocTemplate({ data, pageContext, children }: PageProps<Data, DocContext>) {
  const doc = data.doc;
  if (!doc) throw new Error(`Doc "${pageContext.docId}" is missing from the data layer.`);
  return (
    <DocPage
      model={{
        route: doc.route,
        title: doc.title,
        sidebarId: pageContext.sidebarId,
        sidebarRoot: sidebarRootCrumb(siteConfig.navbar, pageContext.sidebarId, doc.route),
        navigation: pageContext.navigation,
        toc: doc.hideTableOfContents ? [] : (doc.tableOfContents as TocEntry[]),
        cards: pageContext.cards,
      }}
    >
      <MDXProvider components={mdxComponents}>{children}</MDXProvider>
    </DocPage>
  );
}

/** The page's head tags. */
export function Head({ data }: HeadProps<Data, DocContext>) {
  const doc = data.doc;
  return doc ? <Seo title={doc.title} description={doc.description} route={doc.route} keywords={doc.keywords} /> : null;
}

export const query = graphql`
  query DocPage($docId: String!) {
    doc(docId: { eq: $docId }) {
      title
      description
      route
      keywords
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
