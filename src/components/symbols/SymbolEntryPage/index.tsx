import type { SymbolFact, SymbolStream } from "../../../lib/symbols/model";
import { ENTRY_TOC } from "../../../lib/symbols/entry-toc";
import { CodeSamples, type Props as CodeSamplesProps } from "../../api/CodeSamples";
import { DocPage, type DocPageModel } from "../../DocPage";
import { SiteLink } from "../../layout/SiteLink";
import { CodeBlock } from "../../mdx/CodeBlock";
import { H2 } from "../../mdx/Heading";
import { Endpoints, type EndpointLink } from "./Endpoints";
import { Facts } from "./Facts";

/** What a symbol's page shows, computed by its template. */
export interface SymbolEntryPageModel {
  page: Pick<DocPageModel, "chrome" | "lead">;
  facts: SymbolFact[];
  endpoints: EndpointLink[];
  stream: Pick<SymbolStream, "url" | "channelRoute" | "quotesRoute" | "subscribeHtml">;
  /** Quote request tabs; only the first language's code ships with the page. */
  samples: CodeSamplesProps;
  /** The symbol the quote sample requests, e.g. BTCUSD. */
  sampleSymbol: string;
}

/** Props of SymbolEntryPage. */
export interface Props {
  model: SymbolEntryPageModel;
}

const [details, http, websocket, quote] = ENTRY_TOC;

/** A coin, currency or index: its facts, the endpoints and stream that serve it, and a quote request. */
export function SymbolEntryPage({ model }: Props) {
  const { stream } = model;
  return (
    <DocPage model={{ ...model.page, toc: ENTRY_TOC, cards: [] }}>
      <H2 id={details.id}>{details.value}</H2>
      <Facts facts={model.facts} />
      <H2 id={http.id}>{http.value}</H2>
      <Endpoints endpoints={model.endpoints} />
      <H2 id={websocket.id}>{websocket.value}</H2>
      <p>
        Connect to <code>{stream.url}</code>, authenticate, and subscribe; each price update arrives as a quote event.
        See the <SiteLink href={stream.channelRoute}>stream reference</SiteLink> and its{" "}
        <SiteLink href={stream.quotesRoute}>quote events</SiteLink>.
      </p>
      <CodeBlock data-language="json" data-title="Subscribe message" data-code-html={stream.subscribeHtml} />
      <H2 id={quote.id}>{quote.value}</H2>
      <p>
        The latest quote of <code>{model.sampleSymbol}</code> over HTTP; replace <code>YOUR_API_KEY</code> with a key
        from your dashboard.
      </p>
      <CodeSamples {...model.samples} />
    </DocPage>
  );
}
