import { graphql, type HeadProps, type PageProps } from "gatsby";
import { DocPage } from "../components/DocPage";
import { Seo } from "../components/layout/Seo";
import { H2 } from "../components/mdx/Heading";
import type { ApiTagPageContext } from "../lib/kinds/api-tag";
import { TAG_ENDPOINTS_ANCHOR } from "../lib/openapi/anchors";

type Data = Queries.ApiTagPageQuery;

/** An HTTP API tag's overview: its description and its endpoints as cards. */
export default function ApiTagTemplate({ data, pageContext }: PageProps<Data, ApiTagPageContext>) {
  const tag = data.apiTag;
  if (!tag) throw new Error(`Tag "${pageContext.id}" is missing from the data layer.`);
  return (
    <DocPage model={{ chrome: pageContext.chrome, toc: [], cards: pageContext.cards }}>
      {tag.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: tag.descriptionHtml }} />}
      <H2 id={TAG_ENDPOINTS_ANCHOR.id}>{TAG_ENDPOINTS_ANCHOR.value}</H2>
    </DocPage>
  );
}

/** The page's head tags. */
export function Head({ pageContext }: HeadProps<Data, ApiTagPageContext>) {
  return <Seo head={pageContext.head} />;
}

export const query = graphql`
  query ApiTagPage($id: String!) {
    apiTag(name: { eq: $id }) {
      descriptionHtml
    }
  }
`;
