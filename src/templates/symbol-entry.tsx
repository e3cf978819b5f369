import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { SymbolEntryPage, type SymbolEntryPageModel } from "../components/symbols/SymbolEntryPage";
import type { SymbolEntryPageContext } from "../lib/kinds/symbol-entry";

type Data = Queries.SymbolEntryPageQuery;

/** A coin, currency or index, generated from content/symbols. */
export default function SymbolEntryTemplate({ data, pageContext }: PageProps<Data, SymbolEntryPageContext>) {
  const symbol = data.marketSymbol;
  if (!symbol?.stream || !symbol.defaultSample || !symbol.samplesUrl)
    throw new Error(`Symbol "${pageContext.id}" is missing from the data layer.`);
  const model: SymbolEntryPageModel = {
    page: { chrome: pageContext.chrome, lead: symbol.summary },
    facts: [...symbol.facts],
    endpoints: [...symbol.operations],
    stream: symbol.stream,
    samples: { tabs: [...symbol.quoteSamples], initial: symbol.defaultSample, src: symbol.samplesUrl },
    sampleSymbol: symbol.stream.symbols[0] ?? symbol.symbol,
  };
  return <SymbolEntryPage model={model} />;
}

/** The page's head tags. */
export function Head({ pageContext }: HeadProps<Data, SymbolEntryPageContext>) {
  return <Seo head={pageContext.head} />;
}

export const query = graphql`
  query SymbolEntryPage($id: String!) {
    marketSymbol(key: { eq: $id }) {
      symbol
      summary
      facts {
        label
        value
      }
      operations {
        route
        summary
        method
        path
      }
      stream {
        url
        channelRoute
        quotesRoute
        symbols
        subscribeHtml
      }
      quoteSamples {
        lang
        label
      }
      defaultSample {
        lang
        html
      }
      samplesUrl
    }
  }
`;
