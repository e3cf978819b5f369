/**
 * What the stream takes from the WebSocket spec: the streams (channels) and their URL prefix, the
 * limits per plan and the protocol's timings, from `info.x-limits` as the build checks it
 * (src/lib/asyncapi/limits.ts). The spec stays the one source of these numbers.
 */
import { checkWsLimits, wsLimitsSchema } from "../../../src/lib/asyncapi/limits.ts";
import { isObject, type SpecDocument } from "../../../src/lib/openapi/document.ts";
import { isAsset, type Asset } from "../market/instruments.ts";

export type StreamPlanName = "free" | "trial" | "enterprise";

/** One plan's limits on the stream. */
export interface StreamPlan {
  name: StreamPlanName;
  maxConnections: number;
  maxSymbols: number;
  delayedChannels: readonly string[];
}

export interface StreamConfig {
  /** URL prefix of the streams, such as `/v1`. */
  pathname: string;
  /** One stream per asset class, from the channels. */
  assets: Asset[];
  /** Channel address per asset class, such as `/stocks`. */
  addresses: Record<Asset, string>;
  plans: Record<StreamPlanName, StreamPlan>;
  limits: {
    authTimeoutMs: number;
    heartbeatIntervalMs: number;
    deadConnectionMs: number;
    maxMessageBytes: number;
    messagesPerSecond: number;
    outgoingBufferMessages: number;
    /** How far delayed streams lag. */
    delayMs: number;
  };
}

/** The stream's configuration from the resolved AsyncAPI document; a wrong value throws with its file and line. */
export function streamConfigOf(document: SpecDocument): StreamConfig {
  checkWsLimits(document);
  const info = isObject(document.root.info) ? document.root.info : {};
  const limits = wsLimitsSchema.parse(info["x-limits"]);
  const channels = isObject(document.root.channels) ? document.root.channels : {};
  const addresses: Partial<Record<Asset, string>> = {};
  for (const [id, channel] of Object.entries(channels)) {
    if (!isAsset(id)) throw new Error(`${document.file}: channel '${id}' is not an asset class`);
    addresses[id] = String(isObject(channel) ? channel.address : "");
  }
  const servers = isObject(document.root.servers) ? document.root.servers : {};
  const mock = isObject(servers.mock) ? servers.mock : isObject(servers.production) ? servers.production : {};
  const plan = (name: StreamPlanName): StreamPlan => ({ name, ...limits.plans[name] });
  const plans = { free: plan("free"), trial: plan("trial"), enterprise: plan("enterprise") };
  return {
    pathname: typeof mock.pathname === "string" ? mock.pathname : "",
    assets: Object.keys(addresses) as Asset[],
    addresses: addresses as Record<Asset, string>,
    plans,
    limits: {
      authTimeoutMs: limits.authTimeoutSeconds * 1000,
      heartbeatIntervalMs: limits.heartbeatIntervalSeconds * 1000,
      deadConnectionMs: limits.deadConnectionSeconds * 1000,
      maxMessageBytes: limits.maxMessageBytes,
      messagesPerSecond: limits.messagesPerSecond,
      outgoingBufferMessages: limits.outgoingBufferMessages,
      delayMs: limits.delayMinutes * 60_000,
    },
  };
}
