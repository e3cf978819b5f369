import { isObject, type SpecDocument } from "../openapi/document";

/** An operation of the WebSocket spec: who sends which message on which channel. */
export interface WsOperationModel {
  operationId: string;
  /** send: client → server; receive: server → client. */
  action: "send" | "receive";
  /** Channel key. */
  channel: string;
  title: string | null;
  summary: string | null;
  /** Names of the messages it carries. */
  messages: string[];
  /** Names of the messages Tickwire may answer with. */
  replies: string[];
}

const lastSegment = (ref: unknown): string | null =>
  isObject(ref) && typeof ref.$ref === "string" ? (ref.$ref.split("/").pop() ?? null) : null;
const names = (list: unknown): string[] =>
  Array.isArray(list) ? list.map(lastSegment).filter((name): name is string => name !== null) : [];

/** Every operation of the spec, in spec order. References were checked when the channels were built. */
export function wsOperations(document: SpecDocument): WsOperationModel[] {
  const operations = isObject(document.root.operations) ? document.root.operations : {};
  return Object.entries(operations).flatMap(([operationId, operation]): WsOperationModel[] => {
    if (!isObject(operation) || (operation.action !== "send" && operation.action !== "receive")) return [];
    return [
      {
        operationId,
        action: operation.action,
        channel: lastSegment(operation.channel) ?? "",
        title: typeof operation.title === "string" ? operation.title : null,
        summary: typeof operation.summary === "string" ? operation.summary : null,
        messages: names(operation.messages),
        replies: isObject(operation.reply) ? names(operation.reply.messages) : [],
      },
    ];
  });
}
