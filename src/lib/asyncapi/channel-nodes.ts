/** WebSocket channels as their nodes come, joined with their messages. */
import { byPosition } from "../by-position";

/** What a channel's node says of its messages: their ids, in spec order. */
export interface ChannelMessageIds {
  messageIds: readonly string[];
  position: number;
}

/** Channels in spec order, each with its messages (the WsMessage nodes its ids name, in order). */
export function channelsWithMessages<Channel extends ChannelMessageIds, Message extends { messageId: string }>(
  channels: readonly Channel[],
  messages: readonly Message[],
): Array<Channel & { messages: Message[] }> {
  const byId = new Map(messages.map((message) => [message.messageId, message]));
  return byPosition(channels).map((channel) => ({
    ...channel,
    messages: channel.messageIds.flatMap((id) => {
      const message = byId.get(id);
      return message ? [message] : [];
    }),
  }));
}
