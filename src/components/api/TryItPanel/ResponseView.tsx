import { useMemo } from "react";
import { highlightToHtml } from "../../../lib/highlight";
import type { Difference } from "../../../lib/tryit/schema-check";
import { statusText } from "../../../lib/tryit/status-text";
import { CodeBlock } from "../../mdx/CodeBlock";
import * as styles from "./styles";

/** A response as the panel shows it. */
export interface ShownResponse {
  status: number;
  headers: Array<[string, string]>;
  body: string;
  /** Milliseconds from send to the last byte. */
  duration: number;
  /** Bytes of the body. */
  size: number;
  differences: Difference[];
  /** The documented status it was checked against, or null when undocumented. */
  documentedStatus: string | null;
}

/** Props of ResponseView. */
export interface Props {
  response: ShownResponse;
  fileName: string;
}

const HIGHLIGHTED_HEADERS = /^(x-ratelimit-|retry-after$|sunset$|deprecation$)/i;

function tone(status: number): "tip" | "warning" | "danger" | "info" {
  if (status >= 500) return "danger";
  if (status >= 400) return "warning";
  if (status >= 200 && status < 300) return "tip";
  return "info";
}

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

function pretty(body: string): { text: string; json: boolean } {
  try {
    return { text: JSON.stringify(JSON.parse(body), null, 2), json: true };
  } catch {
    return { text: body, json: false };
  }
}

/** The response: status, timing, headers (rate limits highlighted), body, and how it compares with the reference. */
export function ResponseView({ response, fileName }: Props) {
  const body = useMemo(() => pretty(response.body), [response.body]);
  const html = useMemo(() => highlightToHtml(body.text, body.json ? "json" : "text"), [body]);
  const download = () => {
    const url = URL.createObjectURL(new Blob([body.text], { type: body.json ? "application/json" : "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div>
      <p css={styles.statusLine}>
        <span css={styles.statusBadge(tone(response.status))} data-testid="try-it-status">
          {response.status} {statusText(response.status)}
        </span>
        <span>{Math.round(response.duration)} ms</span>
        <span>{formatSize(response.size)}</span>
      </p>
      {response.differences.length === 0 ? (
        <p css={styles.notice("tip")} data-testid="try-it-verdict">
          <strong>Matches the reference</strong> for status {response.documentedStatus}: body and headers are as
          documented.
        </p>
      ) : (
        <div css={styles.notice("warning")} data-testid="try-it-verdict">
          <strong>
            {response.differences.length} {response.differences.length === 1 ? "difference" : "differences"} from the
            reference
            {response.documentedStatus ? ` for status ${response.documentedStatus}` : ""}:
          </strong>
          <ul>
            {response.differences.map((difference, index) => (
              <li key={index}>
                <code>{difference.pointer || "/"}</code> {difference.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <h3>Headers</h3>
      <table css={styles.headerTable}>
        <tbody>
          {response.headers.map(([name, value]) => (
            <tr key={name} data-highlight={HIGHLIGHTED_HEADERS.test(name) ? "" : undefined}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Body</h3>
      <div css={styles.row}>
        <button type="button" css={styles.secondary} onClick={download}>
          Download
        </button>
      </div>
      <CodeBlock data-title={fileName} data-code-html={html} />
    </div>
  );
}
