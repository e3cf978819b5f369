import type { GatsbyNode } from "gatsby";

/** The WebSocket content model, typed and described so GraphiQL documents it for authors. */
export const typeDefs = /* GraphQL */ `
  """
  A session's sequence diagram: published SVG files, one per colour mode, and the sequence in words.
  """
  type WsSequenceDiagram {
    "The sequence in words, the images' text alternative."
    description: String!
    "Width of the SVG in CSS pixels."
    width: Int!
    "Height of the SVG in CSS pixels."
    height: Int!
    "Public URL of the light-mode SVG."
    lightUrl: String!
    "Public URL of the dark-mode SVG."
    darkUrl: String!
  }

  """
  The WebSocket spec (AsyncAPI 3) the reference is generated from.
  """
  type WsSpec implements Node @dontInfer {
    "Sidebar generator name the spec feeds, e.g. websocket."
    source: String!
    "Spec file relative to the project root."
    sourceFile: String!
    "API title from info.title."
    title: String!
    "API version from info.version."
    version: String!
    "info.description rendered from Markdown to safe HTML."
    descriptionHtml: String
    "Public paths of the downloadable spec."
    downloads: WsSpecDownloads!
  }

  """
  Where the spec can be downloaded.
  """
  type WsSpecDownloads {
    "Public path of the YAML copy."
    yaml: String!
    "Public path of the JSON copy."
    json: String!
  }

  """
  A server the streams are reachable at: production or the local mock.
  """
  type WsServer implements Node @dontInfer {
    "Server key in the spec."
    name: String!
    "Display name, e.g. Production."
    title: String!
    "Base URL, e.g. wss://stream.tickwire.io/v1."
    url: String!
    "Description rendered from Markdown to safe HTML."
    descriptionHtml: String
  }

  """
  One asset class's stream: an overview page and a quotes page.
  """
  type WsChannel implements Node @dontInfer {
    "Channel key in the spec, e.g. crypto."
    key: String!
    "Overview page title."
    title: String!
    "One-line summary from the spec."
    summary: String
    "Description rendered from Markdown to safe HTML."
    descriptionHtml: String
    "First sentence of the summary, as plain text."
    excerpt: String
    "Address on the server, e.g. /crypto."
    address: String!
    "Production URL of the stream."
    url: String!
    "URL of the stream on the local mock server."
    mockUrl: String
    "Overview page route."
    route: String!
    "Quotes page route."
    quotesRoute: String!
    "Title of the quotes page."
    quotesTitle: String!
    "Symbols used in samples."
    exampleSymbols: [String!]!
    "The sequence of a session, drawn as an image per colour mode."
    sequenceDiagram: WsSequenceDiagram!
    "Connect-and-subscribe samples in six languages."
    samples: [WsSample!]!
    "The first sample, the one a page ships with."
    defaultSample: WsSample!
    "Public URL of a JSON file mapping every sample language to its highlighted code."
    samplesUrl: String!
    "Close codes and whether to reconnect."
    closeCodes: [WsCloseCode!]!
    "Ids of the channel's messages."
    messageIds: [String!]!
    "The channel's messages, client → server and server → client."
    messages: [WsMessage!]! @link(by: "messageId", from: "messageIds")
    "Ids of the messages the overview page documents in full: those its quotes page does not."
    overviewMessageIds: [String!]!
    "The messages the overview page documents in full; it links to the quotes page for the others."
    overviewMessages: [WsMessage!]! @link(by: "messageId", from: "overviewMessageIds")
    "JSON pointer of the channel in the spec."
    pointer: String!
    "Spec file relative to the project root."
    sourceFile: String!
    "Order in the spec."
    position: Int!
  }

  """
  A message on a channel.
  """
  type WsMessage implements Node @dontInfer {
    "<channel>/<name>."
    messageId: String!
    "Channel key."
    channel: String!
    "Message name, e.g. subscribe or quote."
    name: String!
    "Heading of the message on its page."
    title: String!
    "One-line summary from the spec."
    summary: String
    "Description rendered from Markdown to safe HTML."
    descriptionHtml: String
    "send: client → server; receive: server → client."
    direction: String!
    "Heading id on the channel page."
    anchor: String!
    "Payload schema view; fields at their default are left out."
    payload: JSON!
    "First example as pretty JSON."
    example: String
    "The example highlighted as HTML."
    exampleHtml: String
    "Order on the channel."
    position: Int!
  }

  """
  An operation: who sends which messages on which channel, and the possible replies.
  """
  type WsOperation implements Node @dontInfer {
    "Unique id of the operation in the spec."
    operationId: String!
    "send (client → server) or receive (server → client)."
    action: String!
    "Channel key."
    channel: String!
    "Display title from the spec."
    title: String
    "One-line summary from the spec."
    summary: String
    "Message names."
    messages: [String!]!
    "Names of the messages Tickwire may answer with."
    replies: [String!]!
  }

  """
  A connect-and-subscribe sample.
  """
  type WsSample {
    "Language key: browser, nodejs, python, go, java or csharp."
    lang: String!
    "Tab label, e.g. Node.js."
    label: String!
    "Plain source of the sample."
    source: String!
    "Highlighted code element as HTML."
    html: String!
  }

  """
  A WebSocket close code.
  """
  type WsCloseCode {
    "Close code, e.g. 4003."
    code: Int!
    "Name of the code, as the spec gives it."
    name: String!
    "Whether reconnecting can help."
    reconnect: Boolean!
  }
`;

/** Registers the WebSocket content model. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
