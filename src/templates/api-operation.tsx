import { graphql, type HeadProps, type PageProps } from "gatsby";
import { siteConfig } from "../../site.config";
import { OperationPage, type OperationPageModel } from "../components/api/OperationPage";
import { Seo } from "../components/layout/Seo";
import { expandOperation, type StoredOperation } from "../lib/openapi/schema-compact";
import type { GeneratedContext } from "../lib/routes";
import { sidebarRootCrumb } from "../lib/sidebars/root-crumb";

type Data = Queries.ApiOperationPageQuery;

type PageOperation = OperationPageModel["operation"];
/** The operation with its first response in the list, the shape the schemas are expanded in. */
type WithInitialResponse = Omit<PageOperation, "responses" | "initialResponse"> & {
  responses: Array<PageOperation["initialResponse"]>;
};

/** An HTTP API operation, generated from the spec. */
export default function ApiOperationTemplate({ data, pageContext }: PageProps<Data, GeneratedContext>) {
  const operation = data.apiOperation;
  if (!operation) throw new Error(`Operation "${pageContext.id}" is missing from the data layer.`);
  // Schema fields are JSON scalars in GraphQL; the source plugin wrote them as compact schema views.
  const stored = {
    ...operation,
    responses: [operation.initialResponse],
  } as unknown as StoredOperation<WithInitialResponse>;
  const expanded = expandOperation<WithInitialResponse>(stored);
  const model: OperationPageModel = {
    operation: { ...expanded, responses: [...operation.responses], initialResponse: expanded.responses[0] },
    serverUrl: data.apiSpec?.servers[0]?.url ?? siteConfig.hosts.httpApi,
    sidebarId: pageContext.sidebarId,
    sidebarRoot: sidebarRootCrumb(siteConfig.navbar, pageContext.sidebarId, operation.route),
    navigation: pageContext.navigation,
  };
  return (
    <>
      <OperationPage model={model} />
    </>
  );
}

/** The page's head tags. */
export function Head({ data }: HeadProps<Data, GeneratedContext>) {
  const operation = data.apiOperation;
  if (!operation) return null;
  return (
    <Seo
      title={`${operation.summary} (${operation.method.toUpperCase()} ${operation.path})`}
      description={operation.excerpt}
      route={operation.route}
    />
  );
}

export const query = graphql`
  query ApiOperationPage($id: String!) {
    apiOperation(operationId: { eq: $id }) {
      operationId
      route
      tag
      method
      path
      summary
      excerpt
      descriptionHtml
      deprecated
      security {
        scheme
        in
        name
      }
      parameters {
        name
        in
        required
        deprecated
        descriptionHtml
        schema
        example
      }
      requestBody {
        required
        descriptionHtml
        contentType
        schema
      }
      responses {
        status
        hasExample
      }
      initialResponse {
        status
        descriptionHtml
        contentType
        schema
        exampleHtml
        headers {
          name
          descriptionHtml
          type
        }
      }
      responsesUrl
      codeSamples {
        lang
        label
      }
      defaultSample {
        lang
        html
      }
      samplesUrl
    }
    apiSpec {
      servers {
        url
      }
    }
  }
`;
