import { css } from "@emotion/react";
import { color } from "../../../theme/tokens";
import { CopyButton } from "../../mdx/CopyButton";

const row = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.5rem 0.5rem 0.5rem 0.85rem;
  margin: 0 0 0.75rem;
  border: 1px solid ${color("border")};
  border-radius: 8px;
  background: ${color("surface")};
  strong { flex: none; font-size: 0.875rem; min-width: 6.5rem; }
  code { flex: 1; min-width: 0; overflow-wrap: anywhere; border: 0; background: none; padding: 0; font-size: 0.9375rem; }
`;

/** Props of Connection. */
export interface Props {
  url: string;
  mockUrl: string | null;
}

/** The stream URL, and the local mock's, each with a copy button. */
export function Connection({ url, mockUrl }: Props) {
  return (
    <>
      <div css={row}>
        <strong>Production</strong>
        <code>{url}</code>
        <CopyButton getText={() => url} />
      </div>
      {mockUrl && (
        <div css={row}>
          <strong>Local mock</strong>
          <code>{mockUrl}</code>
          <CopyButton getText={() => mockUrl} />
        </div>
      )}
    </>
  );
}
