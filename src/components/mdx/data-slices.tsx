import { Slice } from "gatsby";
import type { ReactElement } from "react";

/**
 * The slots of the data components (src/lib/mdx/data-components.ts), by the name a guide writes.
 * Gatsby finds a template's slots in its code, so each alias is written out here; a test checks
 * them against the list. `allowEmpty`: a page that does not map a slot to its slice loads nothing for it.
 */
export const DATA_SLICES: Readonly<Record<string, () => ReactElement>> = {
  SymbolListCards: () => <Slice alias="content-symbol-list-cards" allowEmpty />,
  HttpApiChangelog: () => <Slice alias="content-http-api-changelog" allowEmpty />,
  WebSocketChangelog: () => <Slice alias="content-websocket-changelog" allowEmpty />,
};
