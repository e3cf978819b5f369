import { graphql, type HeadProps, type PageProps } from "gatsby";
import { siteConfig } from "../../site.config";
import { Seo } from "../components/layout/Seo";
import { SymbolEntryPage, type SymbolEntryPageModel } from "../components/symbols/SymbolEntryPage";
import type { GeneratedContext } from "../lib/routes";
import { sidebarRootCrumb } from "../lib/sidebars/root-crumb";

type Data = Queries.SymbolEntryPageQuery;

/** A coin, currency or index, generated from content/symbols. */
export default function SymbolEntryTemplate({ data, pageContext }: PageProps<Data, GeneratedContext>) {
  const symbol = data.marketSymbol;
  if (!symbol?.route || !symbol.stream || !symbol.defaultSample || !symbol.samplesUrl)
    throw new Error(`Symbol "${pageContext.id}" is missing from the data layer.`);
  const model: SymbolEntryPageModel = {
    page: {
      route: symbol.route,
      title: symbol.title,
      lead: symbol.summary,
      sidebarId: pageContext.sidebarId,
      sidebarRoot: sidebarRootCrumb(siteConfig.navbar, pageContext.sidebarId, symbol.route),
      navigation: pageContext.navigation,
    },
    facts: [...symbol.facts],
    endpoints: [...symbol.operations],
    stream: symbol.stream,
    samples: { tabs: [...symbol.quoteSamples], initial: symbol.defaultSample, src: symbol.samplesUrl },
    sampleSymbol: symbol.stream.symbols[0] ?? symbol.symbol,
  };
  return <SymbolEntryPage model={model} />;
}

/** The page's head tags. */
export function Head({ data }: HeadProps<Data, GeneratedContext>) {
  const symbol = data.marketSymbol;
  if (!symbol?.route) return null;
  return <Seo title={symbol.title} description={symbol.description} route={symbol.route} />;
}

export const query = graphql`
  query SymbolEntryPage($id: String!) {
    marketSymbol(key: { eq: $id }) {
      symbol
      title
      route
      summary
      description
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
