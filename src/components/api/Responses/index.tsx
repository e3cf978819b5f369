import { expandSchema } from "../../../lib/openapi/schema-compact";
import { statusLabel } from "../../../lib/openapi/status-label";
import type { ResponseView } from "../../../lib/openapi/types";
import { DeferredNote } from "../../mdx/DeferredNote";
import { TabItem, Tabs } from "../../mdx/Tabs";
import { SchemaView } from "../SchemaView";
import { useResponsesOnDemand } from "../useResponsesOnDemand";

/** A response as the page shows it; the example lives with the samples. */
export type ResponseDetails = Omit<ResponseView, "example" | "exampleHtml">;

/** Props of Responses. */
export interface Props {
  /** Status codes in spec order. */
  statuses: string[];
  /** The first response, shipped with the page. */
  initial: ResponseDetails;
  /** URL of a JSON object mapping every other status code to its response. */
  src: string;
}

/** The body of one response tab. */
function ResponseDetailsView({ response }: { response: ResponseDetails }) {
  return (
    <>
      {response.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: response.descriptionHtml }} />}
      {response.headers.length > 0 && (
        <>
          <p className="response-part-title">Headers</p>
          <ul className="schema-list">
            {response.headers.map((header) => (
              <li key={header.name} className="schema-property">
                <div className="schema-head">
                  <span className="schema-name">{header.name}</span>
                  <span className="schema-type">{header.type}</span>
                </div>
                {header.descriptionHtml && (
                  <div className="schema-description" dangerouslySetInnerHTML={{ __html: header.descriptionHtml }} />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {response.schema && (
        <>
          <p className="response-part-title">Body</p>
          {response.contentType && <p className="response-meta">{response.contentType}</p>}
          <SchemaView schema={response.schema} />
        </>
      )}
    </>
  );
}

/**
 * Responses as status-code tabs: description, headers and body schema of each. Only the first
 * ships with the page; the others load when the reader opens one of them.
 */
export function Responses({ statuses, initial, src }: Props) {
  const { loaded, onSelect } = useResponsesOnDemand(src, initial.status);
  return (
    <Tabs onSelect={onSelect}>
      {statuses.map((status) => {
        const stored = status === initial.status ? null : loaded.state === "done" ? loaded.value[status] : undefined;
        return (
          <TabItem key={status} value={status} label={statusLabel(status)}>
            {status === initial.status ? (
              <ResponseDetailsView response={initial} />
            ) : stored ? (
              <ResponseDetailsView response={{ ...stored, schema: stored.schema && expandSchema(stored.schema) }} />
            ) : (
              <DeferredNote what={`The ${statusLabel(status)} response`} failed={loaded.state === "failed"} />
            )}
          </TabItem>
        );
      })}
    </Tabs>
  );
}
