#!/usr/bin/env node
/**
 * Runs the local mock of the Tickwire WebSocket streams at ws://127.0.0.1:4020/v1/<asset-class>,
 * driven by specs/websocket.asyncapi.yaml and streaming the symbols of content/symbols. Environment:
 *   MOCK_STREAM_PORT         port (default 4020; 0 picks a free one)
 *   MOCK_STREAM_PLAN         free | trial | enterprise: the limits every API key gets (default trial)
 *   MOCK_STREAM_INTERVAL_MS  time between two quotes of one symbol (default 250)
 *   MOCK_STREAM_SEED         seed of the synthetic prices (default 1)
 *   MOCK_STREAM_SPEC         the AsyncAPI document to read (default specs/websocket.asyncapi.yaml)
 * Stops cleanly on SIGINT and SIGTERM, closing every client with code 1000.
 */
import { fileURLToPath } from "node:url";
import { buildCatalogue } from "./mock-stream/catalogue.mjs";
import { loadStreamConfig } from "./mock-stream/spec.mjs";
import { loadSymbolLists } from "./mock-stream/symbol-lists.mjs";
import { startMockStream } from "./mock-stream/server.mjs";

/**
 * A non-negative integer from the environment, or the fallback.
 * @param {string} name
 * @param {number} fallback
 */
function envInt(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a non-negative integer, got '${raw}'`);
    process.exit(2);
  }
  return value;
}

const plan = process.env.MOCK_STREAM_PLAN || "trial";
if (plan !== "free" && plan !== "trial" && plan !== "enterprise") {
  console.error(`MOCK_STREAM_PLAN must be free, trial or enterprise, got '${plan}'`);
  process.exit(2);
}

/** @type {import("./mock-stream/spec.mjs").StreamConfig} */
let config;
try {
  config = loadStreamConfig(
    process.env.MOCK_STREAM_SPEC || fileURLToPath(new URL("../specs/websocket.asyncapi.yaml", import.meta.url)),
  );
} catch (error) {
  // A spec the mock cannot use is the author's to fix: say what and where, without a stack trace.
  console.error(`The mock stream cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const catalogue = buildCatalogue(loadSymbolLists(fileURLToPath(new URL("../content/symbols", import.meta.url))));
const stream = await startMockStream({
  config,
  catalogue,
  plan,
  port: envInt("MOCK_STREAM_PORT", 4020),
  quoteIntervalMs: Math.max(1, envInt("MOCK_STREAM_INTERVAL_MS", 250)),
  seed: envInt("MOCK_STREAM_SEED", 1),
  log: (line) => console.error(line),
});

const limits = config.plans[plan];
console.log(`Mock stream listening on ${stream.url}/{${config.assets.join(",")}}`);
console.log(
  `Plan ${plan}: ${limits.maxConnections} connection(s) per API key, ${limits.maxSymbols} symbols per connection`,
);

let stopping = false;
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing clients`);
    stream.close().then(() => process.exit(0));
  });
}
