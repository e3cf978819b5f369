import { css } from "@emotion/react";
import { color } from "../../../theme/tokens";
import { CopyButton } from "../../mdx/CopyButton";
import { MethodBadge } from "../MethodBadge";

const bar = css`
  display: flex;
  align-items: center;
  gap: 0.65rem;
  padding: 0.5rem 0.5rem 0.5rem 0.75rem;
  margin: 0 0 1.25rem;
  border: 1px solid ${color("border")};
  border-radius: 8px;
  background: ${color("surface")};
  font-family: var(--font-code);
  font-size: 0.9375rem;
`;

// The URL wraps rather than scrolls: on a phone the path, the part that matters, stays visible.
const url = css`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  border: 0;
  background: none;
  padding: 0;
  font-size: inherit;
`;

const server = css`
  color: ${color("textMuted")};
`;

/** Props of EndpointBar. */
export interface Props {
  method: string;
  path: string;
  serverUrl: string;
}

/** Method badge and full URL of an endpoint, with a button that copies the URL. */
export function EndpointBar({ method, path, serverUrl }: Props) {
  return (
    <div css={bar} className="endpoint-bar">
      <MethodBadge method={method} size="large" />
      <code css={url}>
        <span css={server}>{serverUrl}</span>
        {path}
      </code>
      <CopyButton getText={() => `${serverUrl}${path}`} />
    </div>
  );
}
