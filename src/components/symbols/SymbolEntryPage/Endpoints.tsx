import { MethodBadge } from "../../api/MethodBadge";
import { SiteLink } from "../../layout/SiteLink";
import * as styles from "./styles";

/** An HTTP endpoint that takes the symbol. */
export interface EndpointLink {
  route: string;
  summary: string;
  method: string;
  path: string;
}

/** Props of Endpoints. */
export interface Props {
  endpoints: readonly EndpointLink[];
}

/** The HTTP endpoints that serve a symbol, each linking to its reference page. */
export function Endpoints({ endpoints }: Props) {
  return (
    <ul css={styles.endpoints}>
      {endpoints.map((endpoint) => (
        <li key={endpoint.route}>
          <MethodBadge method={endpoint.method} />
          <SiteLink href={endpoint.route}>{endpoint.summary}</SiteLink>
          <code>{endpoint.path}</code>
        </li>
      ))}
    </ul>
  );
}
