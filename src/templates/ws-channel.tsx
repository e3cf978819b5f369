import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CodeSamples } from "../components/api/CodeSamples";
import { DocPage } from "../components/DocPage";
import { Seo } from "../components/layout/Seo";
import { SiteLink } from "../components/layout/SiteLink";
import { H2 } from "../components/mdx/Heading";
import { CloseCodes } from "../components/websocket/ChannelSections/CloseCodes";
import { Connection } from "../components/websocket/ChannelSections/Connection";
import { SequenceFigure } from "../components/websocket/ChannelSections/SequenceFigure";
import { MessageList, type MessageElsewhere, type StoredMessage } from "../components/websocket/MessageList";
import { channelOverviewToc } from "../lib/asyncapi/page-toc";
import type { WsChannelPageContext } from "../lib/kinds/ws-channel";

type Data = Queries.WsChannelPageQuery;

/** A stream's overview: connection, authentication, session, samples, messages and errors. */
export default function WsChannelTemplate({ data, pageContext }: PageProps<Data, WsChannelPageContext>) {
  const channel = data.wsChannel;
  if (!channel) throw new Error(`Channel "${pageContext.id}" is missing from the data layer.`);
  // Payloads are JSON scalars in GraphQL; the source plugin wrote them as compact schema views.
  const detailed = new Map(
    (
      channel.overviewMessages as unknown as Array<
        Pick<StoredMessage, "name" | "descriptionHtml" | "payload" | "exampleHtml">
      >
    ).map((message) => [message.name, message]),
  );
  const messages: Array<StoredMessage | MessageElsewhere> = channel.messages.map((message) => {
    const details = detailed.get(message.name);
    // The spec validator allows only "send" and "receive" as directions.
    const heading = message as MessageElsewhere;
    return details ? { ...heading, ...details } : heading;
  });
  const elsewhere = { route: channel.quotesRoute, title: channel.quotesTitle };
  return (
    <>
      <DocPage model={{ chrome: pageContext.chrome, toc: channelOverviewToc(messages), cards: pageContext.cards }}>
        {channel.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: channel.descriptionHtml }} />}
        <H2 id="connection">Connection</H2>
        <p>
          Open one WebSocket connection to this stream and send JSON text messages over it. Every message carries an{" "}
          <code>action</code> from your client or an <code>event</code> from Tickwire.
        </p>
        <Connection url={channel.url} mockUrl={channel.mockUrl} />
        {channel.mockUrl && (
          <p>
            For development and tests, the{" "}
            <SiteLink href="/docs/websocket#specification-and-local-sandbox">local sandbox</SiteLink> streams the quotes
            of a simulated market with the same protocol at the address above.
          </p>
        )}
        <H2 id="authentication">Authentication</H2>
        <p>
          Send <code>{'{"action":"auth","key":"YOUR_API_KEY"}'}</code> as the first message, within 10 seconds of the
          connection opening, and wait for the <code>authenticated</code> event before subscribing: a subscription sent
          earlier is answered with <code>not_authenticated</code> and discarded. An unknown key is answered with{" "}
          <code>invalid_api_key</code> and the connection is closed with code <code>4003</code>.{" "}
          <SiteLink href="/docs/websocket/authentication">WebSocket authentication</SiteLink> covers keys in browsers
          and key rotation.
        </p>
        <H2 id="session">A session, step by step</H2>
        <SequenceFigure diagram={channel.sequenceDiagram} />
        <H2 id="connect-and-subscribe">Connect and subscribe</H2>
        <p>
          Each sample authenticates on open, subscribes to {channel.exampleSymbols.join(" and ")} once{" "}
          <code>authenticated</code> arrives, and prints every quote. After a drop it reconnects with exponential
          backoff (1, 2, 4 … up to 30 seconds, plus jitter) and subscribes again; after close code <code>4003</code> or{" "}
          <code>4008</code> it stops, because retrying cannot fix a bad key or too many symbols.
        </p>
        <CodeSamples tabs={channel.samples} initial={channel.defaultSample} src={channel.samplesUrl} />
        <H2 id="client-messages">Messages your client sends</H2>
        <MessageList messages={messages.filter((message) => message.direction === "send")} elsewhere={elsewhere} />
        <H2 id="server-messages">Messages Tickwire sends</H2>
        <MessageList messages={messages.filter((message) => message.direction === "receive")} elsewhere={elsewhere} />
        <H2 id="errors-and-reconnection">Errors and reconnection</H2>
        <p>
          Errors about a single message arrive as an <code>error</code> event and leave the connection open. Errors
          about the connection itself close it with one of these codes. A connection that drops without a close frame is
          usually reported as <code>1006</code>: treat it like a network error and reconnect with backoff. Subscriptions
          belong to a connection, so subscribe again after every <code>authenticated</code> event.
        </p>
        <CloseCodes codes={channel.closeCodes} />
        <p>
          Plan limits are in <SiteLink href="/docs/websocket/limits">WebSocket limits</SiteLink>. Next, the fields of
          every quote event:
        </p>
      </DocPage>
    </>
  );
}

/** The page's head tags. */
export function Head({ pageContext }: HeadProps<Data, WsChannelPageContext>) {
  return <Seo head={pageContext.head} />;
}

export const query = graphql`
  query WsChannelPage($id: String!) {
    wsChannel(key: { eq: $id }) {
      descriptionHtml
      quotesRoute
      quotesTitle
      url
      mockUrl
      exampleSymbols
      sequenceDiagram {
        description
        width
        height
        lightUrl
        darkUrl
      }
      samples {
        lang
        label
      }
      defaultSample {
        lang
        html
      }
      samplesUrl
      closeCodes {
        code
        name
        reconnect
      }
      messages {
        name
        title
        summary
        direction
        anchor
      }
      overviewMessages {
        name
        descriptionHtml
        payload
        exampleHtml
      }
    }
  }
`;
