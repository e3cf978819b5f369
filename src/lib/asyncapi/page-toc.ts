/**
 * The headings of the WebSocket channel pages. Templates render exactly these and the link
 * checker reads the same lists; kept apart from page generation so the browser bundle of a
 * template carries only this.
 */
import type { TocEntry } from "../headings";

/** What the WebSocket pages need of a message. */
export interface MessageSummary {
  name: string;
  title: string;
  direction: string;
  anchor: string;
  descriptionHtml: string | null;
}

/** The heading id of a message on its channel page: `receive-quote`, `send-heartbeat-request`. */
export function messageAnchor(direction: "send" | "receive", name: string): string {
  return `${direction}-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** Messages the quotes page documents, in the order a session uses them. */
export const QUOTES_PAGE_MESSAGES = ["subscribe", "subscribed", "quote", "unsubscribe", "unsubscribed", "error"];

/** What a table of contents needs of a message. */
export type MessageHeading = Pick<MessageSummary, "name" | "title" | "direction" | "anchor">;

const entry = (id: string, value: string, children: TocEntry[] = []): TocEntry => ({ id, value, children });

const messageEntries = (messages: readonly MessageHeading[]) =>
  messages.map((message) => entry(message.anchor, message.title));

/** The overview page's table of contents; the page renders exactly these headings. */
export function channelOverviewToc(messages: readonly MessageHeading[]): TocEntry[] {
  return [
    entry("connection", "Connection"),
    entry("authentication", "Authentication"),
    entry("session", "A session, step by step"),
    entry("connect-and-subscribe", "Connect and subscribe"),
    entry(
      "client-messages",
      "Messages your client sends",
      messageEntries(messages.filter((message) => message.direction === "send")),
    ),
    entry(
      "server-messages",
      "Messages Tickwire sends",
      messageEntries(messages.filter((message) => message.direction === "receive")),
    ),
    entry("errors-and-reconnection", "Errors and reconnection"),
  ];
}

/** The quotes page's table of contents. */
export function channelQuotesToc(messages: readonly MessageHeading[]): TocEntry[] {
  const byName = new Map(messages.map((message) => [message.name, message]));
  const documented = QUOTES_PAGE_MESSAGES.flatMap((name) =>
    byName.has(name) ? [byName.get(name) as MessageHeading] : [],
  );
  return [
    entry("subscribing", "Subscribing"),
    entry("messages", "Messages", messageEntries(documented)),
    entry("delayed-data", "Real-time and delayed data"),
  ];
}
