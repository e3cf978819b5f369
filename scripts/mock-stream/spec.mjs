// @ts-check
/**
 * Reads what the mock stream needs from the AsyncAPI document: the streams (channels), the URL
 * prefix, the limits per plan and the protocol timings. The spec stays the single source of
 * these numbers; the mock only adds the instrument catalogue and the price model.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { resolveFactPlaceholders } from "../../src/lib/facts/placeholders.mjs";
import { isAsset } from "./catalogue.mjs";

/** @typedef {import("./catalogue.mjs").Asset} Asset */
/** @typedef {import("./protocol.mjs").Plan} Plan */

/**
 * Everything the mock takes from the spec.
 * @typedef {object} StreamConfig
 * @property {string} pathname URL prefix of the streams, such as `/v1`
 * @property {Asset[]} assets one stream per asset class, from the channels
 * @property {Record<Asset, string>} addresses channel address per asset, such as `/stocks`
 * @property {Record<Plan["name"], Plan>} plans
 * @property {object} limits
 * @property {number} limits.authTimeoutMs
 * @property {number} limits.heartbeatIntervalMs
 * @property {number} limits.deadConnectionMs
 * @property {number} limits.maxMessageBytes
 * @property {number} limits.messagesPerSecond
 * @property {number} limits.outgoingBufferMessages
 * @property {number} limits.delayMs how far delayed streams lag, from the spec's `x-limits.delayMinutes` (content/facts.yaml `delayMinutes`)
 */

/**
 * @param {unknown} value
 * @param {string} where
 * @returns {number}
 */
function positive(value, where) {
  if (typeof value !== "number" || !(value > 0))
    throw new Error(`specs/websocket.asyncapi.yaml: ${where} must be a positive number, got ${JSON.stringify(value)}`);
  return value;
}

/**
 * @param {unknown} value
 * @param {string} where
 * @returns {string[]}
 */
function channelList(value, where) {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) {
    throw new Error(`specs/websocket.asyncapi.yaml: ${where} must be a list of channel names, e.g. [indices, stocks]`);
  }
  return value;
}

/**
 * The mock's configuration from a parsed AsyncAPI document.
 * @param {any} doc parsed YAML; its shape is checked field by field below
 * @returns {StreamConfig}
 */
export function streamConfigFromSpec(doc) {
  const limits = doc?.info?.["x-limits"];
  if (!limits || typeof limits !== "object") throw new Error("specs/websocket.asyncapi.yaml: info.x-limits is missing");

  /** @type {Partial<Record<Asset, string>>} */
  const addresses = {};
  for (const [id, channel] of Object.entries(doc.channels ?? {})) {
    if (!isAsset(id)) throw new Error(`specs/websocket.asyncapi.yaml: channel '${id}' is not an asset class`);
    addresses[id] = String(/** @type {{ address?: unknown }} */ (channel).address);
  }

  /** @type {Partial<Record<Plan["name"], Plan>>} */
  const plans = {};
  for (const name of /** @type {const} */ (["free", "trial", "enterprise"])) {
    const plan = limits.plans?.[name];
    plans[name] = {
      name,
      maxConnections: positive(plan?.maxConnections, `x-limits.plans.${name}.maxConnections`),
      maxSymbols: positive(plan?.maxSymbols, `x-limits.plans.${name}.maxSymbols`),
      delayedChannels: channelList(plan?.delayedChannels, `x-limits.plans.${name}.delayedChannels`),
    };
  }

  return {
    pathname: String(doc.servers?.mock?.pathname ?? doc.servers?.production?.pathname ?? ""),
    assets: /** @type {Asset[]} */ (Object.keys(addresses)),
    addresses: /** @type {Record<Asset, string>} */ (addresses),
    plans: /** @type {Record<Plan["name"], Plan>} */ (plans),
    limits: {
      authTimeoutMs: positive(limits.authTimeoutSeconds, "x-limits.authTimeoutSeconds") * 1000,
      heartbeatIntervalMs: positive(limits.heartbeatIntervalSeconds, "x-limits.heartbeatIntervalSeconds") * 1000,
      deadConnectionMs: positive(limits.deadConnectionSeconds, "x-limits.deadConnectionSeconds") * 1000,
      maxMessageBytes: positive(limits.maxMessageBytes, "x-limits.maxMessageBytes"),
      messagesPerSecond: positive(limits.messagesPerSecond, "x-limits.messagesPerSecond"),
      outgoingBufferMessages: positive(limits.outgoingBufferMessages, "x-limits.outgoingBufferMessages"),
      delayMs: positive(limits.delayMinutes, "x-limits.delayMinutes") * 60 * 1000,
    },
  };
}

/**
 * The spec's text with its `{{facts.…}}` placeholders resolved from content/facts.yaml, by the
 * same function as the build, so the mock enforces the limits the guides and the reference state.
 * @param {string} file path to websocket.asyncapi.yaml
 * @param {string} [factsFile] path to facts.yaml; by default content/facts.yaml of the same project
 * @returns {string}
 */
export function readResolvedSpec(file, factsFile = path.join(path.dirname(file), "../content/facts.yaml")) {
  const facts = parse(fs.readFileSync(factsFile, "utf8"));
  return resolveFactPlaceholders(fs.readFileSync(file, "utf8"), facts, path.relative(process.cwd(), file));
}

/**
 * Read and interpret the spec file.
 * @param {string} file path to websocket.asyncapi.yaml
 * @param {string} [factsFile] path to facts.yaml; by default content/facts.yaml of the same project
 * @returns {StreamConfig}
 */
export function loadStreamConfig(file, factsFile) {
  return streamConfigFromSpec(parse(readResolvedSpec(file, factsFile)));
}
