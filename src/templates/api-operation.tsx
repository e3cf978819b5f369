import { graphql, type HeadProps, type PageProps } from "gatsby";
import { OperationPage, type OperationPageModel } from "../components/api/OperationPage";
import { Seo } from "../components/layout/Seo";
import type { ApiOperationPageContext } from "../lib/kinds/api-operation";
import { expandOperation, type StoredOperation } from "../lib/openapi/schema-compact";

type Data = Queries.ApiOperationPageQuery;

type PageOperation = OperationPageModel["operation"];
/** The operation with its first response in the list, the shape the schemas are expanded in. */
type WithInitialResponse = Omit<PageOperation, "responses" | "initialResponse"> & {
  responses: Array<PageOperation["initialResponse"]>;
};

/** An HTTP API operation, generated from the spec. */
export default function ApiOperationTemplate({ data, pageContext }: PageProps<Data, ApiOperationPageContext>) {
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
    serverUrl: pageContext.serverUrl,
    chrome: pageContext.chrome,
  };
  return <OperationPage model={model} />;
}

/** The page's head tags. */
export function Head({ pageContext }: HeadProps<Data, ApiOperationPageContext>) {
  return <Seo head={pageContext.head} />;
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
  }
`;
