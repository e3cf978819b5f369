/**
 * Starts the sandbox: one market, served over HTTP at the spec's local server address and over
 * WebSocket at the stream spec's local address, until SIGINT or SIGTERM. Options come from the
 * command line, then the environment, then the specs' addresses.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { clockFrom } from "./clock.ts";
import { startHttpSandbox, type HttpSandbox } from "./http/server.ts";
import { DEFAULT_SEED } from "./market/index.ts";
import { TEST_KEY_PREFIX } from "./plans.ts";
import { loadSources, marketOf } from "./sources.ts";
import { streamConfigOf } from "./stream/config.ts";
import { DEFAULT_QUOTE_INTERVAL_MS, startStreamSandbox, type StreamSandbox } from "./stream/server.ts";

export const USAGE = `Usage: tickwire-sandbox [options]

  --port <n>          HTTP port (default 4010, the spec's local server; 0 picks a free one)
  --stream-port <n>   WebSocket port (default 4020; 0 picks a free one)
  --host <address>    address to listen on (default 127.0.0.1)
  --seed <n>          seed of the market: the same seed gives the same prices (default ${DEFAULT_SEED})
  --interval <ms>     time between two stream quotes of one symbol (default ${DEFAULT_QUOTE_INTERVAL_MS})
  --start <instant>   run the market from this ISO 8601 instant instead of now, e.g.
                      2026-03-03T15:00:00Z to see US and European stocks trade at any hour
  --freeze            keep the clock at --start: every answer is the market at that instant
                      (the docs' examples are the answers at 2024-11-20T15:30:12Z)
  --websocket-spec <file>  the AsyncAPI document to read (default specs/websocket.asyncapi.yaml)
  --verbose           log every HTTP request
  --help              show this

Environment: SANDBOX_PORT, SANDBOX_STREAM_PORT, SANDBOX_HOST, SANDBOX_SEED, SANDBOX_INTERVAL_MS,
SANDBOX_START, SANDBOX_FREEZE (1), SANDBOX_WEBSOCKET_SPEC, for the options of the same names.
Keys: ${TEST_KEY_PREFIX}free_…, ${TEST_KEY_PREFIX}trial_…, ${TEST_KEY_PREFIX}enterprise_…, ${TEST_KEY_PREFIX}allinone_… (any suffix) select the plan.`;

/** A problem with the options: printed with the usage, exit code 2. */
class UsageError extends Error {}

function integerOption(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new UsageError(`${name} must be a non-negative integer, got '${raw}'`);
  return value;
}

export interface Running {
  http: HttpSandbox;
  stream: StreamSandbox;
  close(): Promise<void>;
}

/** Reads the options, starts both servers and returns them; throws UsageError or the sources' error. */
export async function start(argv: string[], env: NodeJS.ProcessEnv, root: string): Promise<Running> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: "string" },
      "stream-port": { type: "string" },
      host: { type: "string" },
      seed: { type: "string" },
      interval: { type: "string" },
      start: { type: "string" },
      freeze: { type: "boolean" },
      "websocket-spec": { type: "string" },
      verbose: { type: "boolean" },
    },
    strict: true,
  });
  const seed = integerOption("seed", values.seed ?? env.SANDBOX_SEED, DEFAULT_SEED);
  const host = values.host ?? env.SANDBOX_HOST ?? undefined;
  const httpPort = values.port ?? env.SANDBOX_PORT;
  const streamPort = integerOption("stream port", values["stream-port"] ?? env.SANDBOX_STREAM_PORT, 4020);
  const interval = Math.max(
    1,
    integerOption("interval", values.interval ?? env.SANDBOX_INTERVAL_MS, DEFAULT_QUOTE_INTERVAL_MS),
  );
  const startText = values.start ?? env.SANDBOX_START;
  const start = startText === undefined ? undefined : Date.parse(startText);
  if (start !== undefined && Number.isNaN(start))
    throw new UsageError(`start must be an ISO 8601 instant such as 2026-03-03T15:00:00Z, got '${startText}'`);
  const freeze = values.freeze ?? env.SANDBOX_FREEZE === "1";
  if (freeze && start === undefined) throw new UsageError("freeze needs start: the instant to keep the clock at");
  const clock = start === undefined ? Date.now : freeze ? () => start : clockFrom(start);
  const websocketSpec = values["websocket-spec"] ?? env.SANDBOX_WEBSOCKET_SPEC;
  const sources = loadSources({ root, websocketSpec: websocketSpec ? path.resolve(websocketSpec) : undefined });
  const config = streamConfigOf(sources.websocket);
  const market = marketOf(sources, seed);
  const http = await startHttpSandbox({
    facts: sources.facts,
    spec: sources.http,
    operations: sources.operations,
    market,
    host,
    port: httpPort === undefined ? undefined : integerOption("port", httpPort, 0),
    clock,
    log: values.verbose ? (line) => console.log(line) : undefined,
  });
  const stream = await startStreamSandbox({
    config,
    market,
    facts: sources.facts,
    host,
    port: streamPort,
    quoteIntervalMs: interval,
    clock,
    log: (line) => console.error(line),
  }).catch(async (error: unknown) => {
    await http.close();
    throw error;
  });
  return {
    http,
    stream,
    close: async () => {
      await Promise.all([stream.close(), http.close()]);
    },
  };
}

/** The command: starts, says where, and stops cleanly on SIGINT and SIGTERM. */
export async function main(argv: string[], env: NodeJS.ProcessEnv, root: string): Promise<void> {
  if (argv.includes("--help")) {
    console.log(USAGE);
    return;
  }
  let running: Running;
  try {
    running = await start(argv, env, root);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A source the sandbox cannot use is the author's to fix: say what and where, without a stack trace.
    console.error(
      `The sandbox cannot start: ${message}${error instanceof UsageError || /^Unknown option|^Option/.test(message) ? `\n\n${USAGE}` : ""}`,
    );
    process.exit(2);
  }
  console.log(`Tickwire sandbox: ${running.http.url} and ${running.stream.url}/<asset class>`);
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`${signal}: closing the sandbox`);
      void running.close().then(() => process.exit(0));
    });
  }
}
