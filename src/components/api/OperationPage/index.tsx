import { useCallback, useState } from "react";
import type { ResponseSummary } from "../../../lib/openapi/deferred-responses";
import type { OperationModel } from "../../../lib/openapi/types";
import type { PageChrome } from "../../../lib/page-context";
import { Breadcrumbs } from "../../layout/Breadcrumbs";
import { Layout } from "../../layout/Layout";
import { Pagination } from "../../layout/Pagination";
import { H2 } from "../../mdx/Heading";
import { CodeSamples } from "../CodeSamples";
import { EndpointBar } from "../EndpointBar";
import { ParameterList } from "../ParameterList";
import { ResponseExamples } from "../ResponseExamples";
import { Responses, type ResponseDetails } from "../Responses";
import { SchemaView } from "../SchemaView";
import { tryItModelUrl } from "../../../lib/tryit/share-prefix";
import { TryIt, type Props as TryItProps } from "../TryIt";

/** What an operation page shows: the operation and its place in the site. */
export interface OperationPageModel {
  operation: Omit<OperationModel, "pointer" | "excerpt" | "codeSamples" | "responses"> & {
    codeSamples: Pick<OperationModel["codeSamples"][number], "lang" | "label">[];
    defaultSample: Pick<OperationModel["codeSamples"][number], "lang" | "html">;
    samplesUrl: string;
    /** Every status in spec order; the first response in full, the others on demand. */
    responses: ResponseSummary[];
    initialResponse: ResponseDetails & { exampleHtml: string | null };
    responsesUrl: string;
  };
  serverUrl: string;
  chrome: PageChrome;
}

/** Props of OperationPage. */
export interface Props {
  model: OperationPageModel;
}

/** One endpoint of the HTTP API: explanation and schemas on the left, samples on the right. */
export function OperationPage({ model }: Props) {
  const { operation, chrome } = model;
  type Live = Parameters<TryItProps["onRequestChange"]>[0];
  const [live, setLive] = useState<Live>(null);
  const onRequestChange = useCallback((next: Live) => setLive(next), []);
  return (
    <Layout route={chrome.route} sidebarId={chrome.sidebarId} markdown={chrome.markdown}>
      <article className="operation">
        <Breadcrumbs trail={chrome.breadcrumbs} current={chrome.title} />
        <h1>{chrome.title}</h1>
        <EndpointBar method={operation.method} path={operation.path} serverUrl={model.serverUrl} />
        <TryIt
          operationId={operation.operationId}
          src={tryItModelUrl(operation.samplesUrl)}
          onRequestChange={onRequestChange}
        />
        <div className="operation-columns">
          <div>
            {operation.deprecated && (
              <p className="operation-deprecated" role="note">
                <strong>Deprecated.</strong> This endpoint still works but will be removed; see the changelog for its
                replacement and sunset date.
              </p>
            )}
            {operation.descriptionHtml && (
              <div className="operation-description" dangerouslySetInnerHTML={{ __html: operation.descriptionHtml }} />
            )}
            {operation.security.length > 0 && (
              <section aria-labelledby="authentication">
                <H2 id="authentication">Authentication</H2>
                <p>Send your API key in one of these ways:</p>
                <ul className="operation-security">
                  {operation.security.map((scheme) => (
                    <li key={scheme.scheme}>
                      {scheme.in === "header" ? "Header" : scheme.in === "query" ? "Query parameter" : scheme.in}{" "}
                      <code>{scheme.name}</code>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {operation.parameters.length > 0 && (
              <section aria-labelledby="parameters">
                <H2 id="parameters">Parameters</H2>
                <ParameterList parameters={operation.parameters} />
              </section>
            )}
            {operation.requestBody && (
              <section aria-labelledby="request-body">
                <H2 id="request-body">Request body</H2>
                <p>
                  <code>{operation.requestBody.contentType}</code>
                  {operation.requestBody.required ? " (required)" : " (optional)"}
                </p>
                {operation.requestBody.descriptionHtml && (
                  <div dangerouslySetInnerHTML={{ __html: operation.requestBody.descriptionHtml }} />
                )}
                <SchemaView schema={operation.requestBody.schema} />
              </section>
            )}
            <section aria-labelledby="responses">
              <H2 id="responses">Responses</H2>
              <Responses
                statuses={operation.responses.map((response) => response.status)}
                initial={operation.initialResponse}
                src={operation.responsesUrl}
              />
            </section>
          </div>
          <aside className="operation-samples" aria-label="Request and response samples">
            <section aria-labelledby="request-sample">
              <h2 id="request-sample">{live ? "Your request" : "Request"}</h2>
              {live ? (
                <live.Samples request={live.request} />
              ) : (
                <CodeSamples
                  tabs={operation.codeSamples}
                  initial={operation.defaultSample}
                  src={operation.samplesUrl}
                />
              )}
            </section>
            <section aria-labelledby="response-sample">
              <h2 id="response-sample">Response</h2>
              <ResponseExamples
                statuses={operation.responses
                  .filter((response) => response.hasExample)
                  .map((response) => response.status)}
                initial={operation.initialResponse}
                src={operation.responsesUrl}
              />
            </section>
          </aside>
        </div>
        <Pagination previous={chrome.previous} next={chrome.next} />
      </article>
    </Layout>
  );
}
