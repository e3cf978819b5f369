import type { WsMessageModel } from "../../../lib/asyncapi/types";
import { expandSchema } from "../../../lib/openapi/schema-compact";
import { SchemaView } from "../../api/SchemaView";
import { SiteLink } from "../../layout/SiteLink";
import { H3 } from "../../mdx/Heading";
import { CodeBlock } from "../../mdx/CodeBlock";

/** A message as page data holds it: the payload schema is compacted. */
export type StoredMessage = Omit<WsMessageModel, "payload" | "example"> & { payload: WsMessageModel["payload"] };

/** A message documented in full on another page: what the list shows of it here. */
export type MessageElsewhere = Pick<StoredMessage, "name" | "title" | "summary" | "direction" | "anchor">;

/** Props of MessageList. */
export interface Props {
  messages: Array<StoredMessage | MessageElsewhere>;
  /** The page that documents the messages shown here without their payload. */
  elsewhere?: { route: string; title: string };
}

/** A summary without its direction prefix (shown as a badge), as a sentence. */
function sentence(summary: string): string {
  const text = summary.replace(/^(Client → server|Server → client): /, "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const isDetailed = (message: StoredMessage | MessageElsewhere): message is StoredMessage => "payload" in message;

/**
 * Messages with their direction, description, payload schema and example, or, for a message
 * documented in full on another page, a link there. No send button: the stream is documented,
 * not driven, from here.
 */
export function MessageList({ messages, elsewhere }: Props) {
  return (
    <>
      {messages.map((message) => (
        <section key={message.name} aria-labelledby={message.anchor} className="ws-message">
          <H3 id={message.anchor}>{message.title}</H3>
          <p className="ws-direction">
            {message.direction === "send" ? "Your client → Tickwire" : "Tickwire → your client"}
          </p>
          {message.summary && <p className="ws-summary">{sentence(message.summary)}</p>}
          {isDetailed(message) ? (
            <>
              {message.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: message.descriptionHtml }} />}
              <p className="ws-label">Payload</p>
              <SchemaView schema={expandSchema(message.payload)} />
              {message.exampleHtml && (
                <CodeBlock
                  data-language="json"
                  data-title={`Example ${message.name} message`}
                  data-code-html={message.exampleHtml}
                />
              )}
            </>
          ) : (
            elsewhere && (
              <p>
                Fields and an example:{" "}
                <SiteLink href={`${elsewhere.route}#${message.anchor}`}>{message.title}</SiteLink> in {elsewhere.title}.
              </p>
            )
          )}
        </section>
      ))}
    </>
  );
}
