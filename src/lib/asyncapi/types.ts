import type { SequenceDiagram } from "./sequence-diagram";
/** View models of the WebSocket reference, computed once from the AsyncAPI spec. */
import type { CompactSchemaView } from "../openapi/schema-compact";

/** Who sends a message: the client (an `action`) or Tickwire (an `event`). */
export type WsDirection = "send" | "receive";

/** A message of a channel, ready to render. */
export interface WsMessageModel {
  /** Message name, e.g. subscribe or quote. */
  name: string;
  title: string;
  summary: string | null;
  descriptionHtml: string | null;
  direction: WsDirection;
  /** Heading id on the channel page. */
  anchor: string;
  payload: CompactSchemaView;
  /** First example payload as pretty JSON, or null. */
  example: string | null;
  /** The example highlighted as HTML, or null. */
  exampleHtml: string | null;
}

/** A server the stream is reachable at. */
export interface WsServerModel {
  name: string;
  title: string;
  /** Base URL, e.g. wss://stream.tickwire.io/v1. */
  url: string;
  descriptionHtml: string | null;
}

/** A connect-and-subscribe sample in one language. */
export interface WsSampleModel {
  lang: string;
  label: string;
  source: string;
  html: string;
}

/** A close code and what the client should do. */
export interface CloseCodeModel {
  code: number;
  name: string;
  reconnect: boolean;
}

/** A channel (one asset class's stream), ready to render as an overview and a quotes page. */
export interface WsChannelModel {
  /** Channel key in the spec, e.g. crypto. */
  key: string;
  title: string;
  summary: string | null;
  descriptionHtml: string | null;
  excerpt: string | null;
  /** Address on the server, e.g. /crypto. */
  address: string;
  /** Production URL of the stream. */
  url: string;
  /** URL of the stream on the local mock server, or null. */
  mockUrl: string | null;
  /** Overview page route. */
  route: string;
  /** Quotes page route. */
  quotesRoute: string;
  /** Label of the quotes page, e.g. "Currency quotes". */
  quotesTitle: string;
  /** Symbols used in examples and samples. */
  exampleSymbols: string[];
  messages: WsMessageModel[];
  /** The sequence of a session, drawn at build time in both colour modes. */
  sequence: SequenceDiagram;
  samples: WsSampleModel[];
  closeCodes: CloseCodeModel[];
  /** JSON pointer of the channel in the spec. */
  pointer: string;
}
