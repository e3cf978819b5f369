import { graphql, type HeadProps, type PageProps } from "gatsby";
import { siteConfig } from "../../site.config";
import { DocPage } from "../components/DocPage";
import { Seo } from "../components/layout/Seo";
import { H2 } from "../components/mdx/Heading";
import { TAG_ENDPOINTS_ANCHOR } from "../lib/openapi/anchors";
import type { GeneratedContext } from "../lib/routes";
import { sidebarRootCrumb } from "../lib/sidebars/root-crumb";

type Data = Queries.ApiTagPageQuery;

/** An HTTP API tag's overview: its description and its endpoints as cards. */
export default function ApiTagTemplate({ data, pageContext }: PageProps<Data, GeneratedContext>) {
  const tag = data.apiTag;
  if (!tag?.route) throw new Error(`Tag "${pageContext.id}" is missing from the data layer.`);
  return (
    <>
      <DocPage
        model={{
          route: tag.route,
          title: `${tag.displayName} API`,
          sidebarId: pageContext.sidebarId,
          sidebarRoot: sidebarRootCrumb(siteConfig.navbar, pageContext.sidebarId, tag.route),
          navigation: pageContext.navigation,
          toc: [],
          cards: pageContext.cards,
        }}
      >
        {tag.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: tag.descriptionHtml }} />}
        <H2 id={TAG_ENDPOINTS_ANCHOR.id}>{TAG_ENDPOINTS_ANCHOR.value}</H2>
      </DocPage>
    </>
  );
}

/** The page's head tags. */
export function Head({ data }: HeadProps<Data, GeneratedContext>) {
  const tag = data.apiTag;
  if (!tag?.route) return null;
  return <Seo title={`${tag.displayName} API`} description={tag.excerpt} route={tag.route} />;
}

export const query = graphql`
  query ApiTagPage($id: String!) {
    apiTag(name: { eq: $id }) {
      name
      displayName
      route
      excerpt
      descriptionHtml
    }
  }
`;
