import { graphql, type HeadProps, type PageProps } from "gatsby";
import { DocPage } from "../components/DocPage";
import { Seo } from "../components/layout/Seo";
import { SiteLink } from "../components/layout/SiteLink";
import { H2 } from "../components/mdx/Heading";
import { MessageList, type StoredMessage } from "../components/websocket/MessageList";
import { channelQuotesToc, QUOTES_PAGE_MESSAGES } from "../lib/asyncapi/page-toc";
import type { WsQuotesPageContext } from "../lib/kinds/ws-quotes";

type Data = Queries.WsQuotesPageQuery;

/** A stream's quote events: subscribing, the messages involved and delayed data. */
export default function WsQuotesTemplate({ data, pageContext }: PageProps<Data, WsQuotesPageContext>) {
  const channel = data.wsChannel;
  if (!channel) throw new Error(`Channel "${pageContext.id}" is missing from the data layer.`);
  // Payloads are JSON scalars in GraphQL; the source plugin wrote them as compact schema views.
  const all = channel.messages as unknown as StoredMessage[];
  const messages = QUOTES_PAGE_MESSAGES.flatMap((name) => all.filter((message) => message.name === name));
  const [first, second] = channel.exampleSymbols;
  const subscribe = JSON.stringify({ action: "subscribe", symbols: [first, second].filter(Boolean) });
  return (
    <>
      <DocPage model={{ chrome: pageContext.chrome, lead: channel.summary, toc: channelQuotesToc(all), cards: [] }}>
        <H2 id="subscribing">Subscribing</H2>
        <p>
          After the <code>authenticated</code> event on <code>{channel.url}</code>, send <code>{subscribe}</code>.
          Tickwire confirms with a <code>subscribed</code> event listing the symbols and the connection&apos;s total,
          then sends a <code>quote</code> event for every price update of those symbols until you unsubscribe or close
          the connection. Complete programs in six languages are on the{" "}
          <SiteLink href={`${channel.route}#connect-and-subscribe`}>{channel.title} stream</SiteLink> page.
        </p>
        <H2 id="messages">Messages</H2>
        <MessageList messages={messages} />
        <H2 id="delayed-data">Real-time and delayed data</H2>
        <p>
          A quote delayed by your plan carries <code>&quot;delayed&quot;: true</code>, and its <code>timestamp</code> is
          the time of the delayed price. Real-time quotes carry <code>&quot;delayed&quot;: false</code>.{" "}
          <SiteLink href="/docs/websocket/limits">WebSocket limits</SiteLink> lists what each plan streams in real time
          and how many symbols a connection may hold.
        </p>
      </DocPage>
    </>
  );
}

/** The page's head tags. */
export function Head({ pageContext }: HeadProps<Data, WsQuotesPageContext>) {
  return <Seo head={pageContext.head} />;
}

export const query = graphql`
  query WsQuotesPage($id: String!) {
    wsChannel(key: { eq: $id }) {
      title
      summary
      route
      url
      exampleSymbols
      messages {
        name
        title
        summary
        descriptionHtml
        direction
        anchor
        payload
        exampleHtml
      }
    }
  }
`;
