import { CopyButton } from "../../mdx/CopyButton";
import { MethodBadge } from "../MethodBadge";

/** Props of EndpointBar. */
export interface Props {
  method: string;
  path: string;
  serverUrl: string;
}

/** Method badge and full URL of an endpoint, with a button that copies the URL. */
export function EndpointBar({ method, path, serverUrl }: Props) {
  return (
    <div className="endpoint-bar">
      <MethodBadge method={method} size="large" />
      <code className="endpoint-url">
        <span className="endpoint-server">{serverUrl}</span>
        {path}
      </code>
      <CopyButton getText={() => `${serverUrl}${path}`} />
    </div>
  );
}
