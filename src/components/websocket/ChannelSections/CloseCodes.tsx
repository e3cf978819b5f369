import type { CloseCodeModel } from "../../../lib/asyncapi/types";
import { scrollableProps } from "../../mdx/scrollable";

/** Props of CloseCodes. */
export interface Props {
  codes: ReadonlyArray<CloseCodeModel>;
}

/** Close codes and whether reconnecting helps, as a table. */
export function CloseCodes({ codes }: Props) {
  return (
    <div
      className="table-scroll"
      style={{ overflowX: "auto", marginBottom: "1.25rem" }}
      {...scrollableProps("Table: close codes")}
    >
      <table style={{ margin: 0 }}>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Meaning</th>
            <th scope="col">Reconnect?</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => (
            <tr key={code.code}>
              <td>
                <code>{code.code}</code>
              </td>
              <td>{code.name}</td>
              <td>{code.reconnect ? "Yes, with backoff" : "No: fix the cause first"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
