import { css } from "@emotion/react";
import type { ResponseView } from "../../../lib/openapi/types";
import { color } from "../../../theme/tokens";
import { TabItem, Tabs } from "../../mdx/Tabs";
import { SchemaView } from "../SchemaView";
import * as styles from "../SchemaView/styles";

const meta = css`
  font-size: 0.875rem;
  color: ${color("textMuted")};
  margin: 0.5rem 0;
`;

const headerTitle = css`
  font-size: 0.9375rem;
  margin: 1rem 0 0.4rem;
`;

/** A status code's tab label, e.g. "200 OK". */
export function statusLabel(status: string): string {
  const reasons: Record<string, string> = {
    "200": "OK",
    "201": "Created",
    "202": "Accepted",
    "204": "No Content",
    "400": "Bad Request",
    "401": "Unauthorized",
    "403": "Forbidden",
    "404": "Not Found",
    "409": "Conflict",
    "413": "Payload Too Large",
    "415": "Unsupported Media Type",
    "422": "Unprocessable Content",
    "429": "Too Many Requests",
    "500": "Internal Server Error",
    "503": "Service Unavailable",
  };
  return reasons[status] ? `${status} ${reasons[status]}` : status;
}

/** Props of Responses. */
export interface Props {
  responses: Omit<ResponseView, "example">[];
}

/** Responses as status-code tabs: description, headers and body schema of each. */
export function Responses({ responses }: Props) {
  return (
    <Tabs>
      {responses.map((response) => (
        <TabItem key={response.status} value={response.status} label={statusLabel(response.status)}>
          {response.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: response.descriptionHtml }} />}
          {response.headers.length > 0 && (
            <>
              <p css={headerTitle}>Headers</p>
              <ul css={styles.list}>
                {response.headers.map((header) => (
                  <li key={header.name} css={styles.property}>
                    <div css={styles.head}>
                      <span css={styles.name}>{header.name}</span>
                      <span css={styles.type}>{header.type}</span>
                    </div>
                    {header.descriptionHtml && <div css={styles.description} dangerouslySetInnerHTML={{ __html: header.descriptionHtml }} />}
                  </li>
                ))}
              </ul>
            </>
          )}
          {response.schema && (
            <>
              <p css={headerTitle}>Body</p>
              {response.contentType && <p css={meta}>{response.contentType}</p>}
              <SchemaView schema={response.schema} />
            </>
          )}
        </TabItem>
      ))}
    </Tabs>
  );
}
