import { z, type ZodIssue } from "zod";
import { childPointer, isObject, specError, type SpecDocument } from "../openapi/document";

const count = (what: string) =>
  z
    .number({ invalid_type_error: `must be a number (${what})` })
    .int("must be a whole number")
    .positive("must be greater than 0");
const amount = (what: string) =>
  z.number({ invalid_type_error: `must be a number (${what})` }).positive("must be greater than 0");

const planSchema = z
  .object({
    maxConnections: count("connections per API key"),
    maxSymbols: count("symbols per connection"),
    delayedChannels: z.array(z.string(), {
      invalid_type_error: "must be a list of channel names, e.g. [indices, stocks]",
    }),
  })
  .strict();

/**
 * `info.x-limits` of the AsyncAPI document: the numbers the WebSocket limits page shows and the
 * sandbox's stream (packages/sandbox/stream/config.ts) enforces. Checked when the spec is sourced, so a
 * wrong type stops the build instead of the sandbox at start.
 */
export const wsLimitsSchema = z
  .object({
    authTimeoutSeconds: amount("time allowed to authenticate"),
    heartbeatIntervalSeconds: amount("time between heartbeats"),
    deadConnectionSeconds: amount("silence before a connection is dropped"),
    maxMessageBytes: count("bytes per client message"),
    messagesPerSecond: count("client messages per second"),
    outgoingBufferMessages: count("messages buffered per connection"),
    delayMinutes: amount("minutes delayed streams lag behind").describe("Delay of delayed channels, in minutes"),
    plans: z.object({ free: planSchema, trial: planSchema, enterprise: planSchema }).strict(),
  })
  .strict();

function describe(issue: ZodIssue): string {
  if (issue.code === "unrecognized_keys")
    return `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((key) => `"${key}"`).join(", ")}`;
  if (issue.code === "invalid_type" && issue.received === "undefined") return "is required";
  return issue.message;
}

/**
 * Throws an author error at the file, line and pointer of the first wrong value of
 * `info.x-limits`, or of a delayed channel the spec does not have.
 */
export function checkWsLimits(document: SpecDocument): void {
  const base = "#/info/x-limits";
  const info = document.root.info;
  const limits = isObject(info) ? info["x-limits"] : undefined;
  const hint = " Fix: see info.x-limits in the WebSocket spec; every limit is a positive number.";
  const result = wsLimitsSchema.safeParse(limits);
  if (!result.success) {
    const [first, ...others] = result.error.issues;
    const more = others.length ? ` (and ${others.length} more)` : "";
    throw specError(
      document,
      childPointer(base, ...first.path),
      `x-limits${first.path.map((key) => `.${key}`).join("")} ${describe(first)}${more}.${hint}`,
    );
  }
  const channels = isObject(document.root.channels) ? Object.keys(document.root.channels) : [];
  for (const [plan, { delayedChannels }] of Object.entries(result.data.plans)) {
    const index = delayedChannels.findIndex((channel) => !channels.includes(channel));
    if (index >= 0) {
      throw specError(
        document,
        childPointer(base, "plans", plan, "delayedChannels", index),
        `delayed channel "${delayedChannels[index]}" is not a channel of the spec (${channels.join(", ")}).`,
      );
    }
  }
}
