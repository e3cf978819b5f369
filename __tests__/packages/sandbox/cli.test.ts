/** @jest-environment node */
/** `tickwire-sandbox` (packages/sandbox/cli.ts) as `npm run sandbox` and `npm start` run it. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { exited, startScript as startCliScript } from "../../fixtures/cli-script";
import { TestClient } from "./fixtures/client";
import { ROOT, newKey } from "./fixtures/sandbox";

jest.setTimeout(60_000);

const SCRIPT = path.join(ROOT, "packages/sandbox/cli.ts");
const READY = /Tickwire sandbox: (http:\/\/127\.0\.0\.1:\d+\/v1) and (ws:\/\/127\.0\.0\.1:\d+\/v1)/;

/** Starts the CLI on free ports; resolves with both addresses once it listens. */
async function startSandbox(env: NodeJS.ProcessEnv = {}) {
  const started = await startCliScript(SCRIPT, {
    env: { SANDBOX_PORT: "0", SANDBOX_STREAM_PORT: "0", ...env },
    ready: READY,
    label: "the sandbox",
  });
  const [, http, ws] = READY.exec(started.output())!;
  return { ...started, http, ws };
}

test.each(["SIGINT", "SIGTERM"] as const)(
  "serves HTTP and WebSocket on loopback and stops cleanly on %s",
  async (signal) => {
    const { child, http, ws } = await startSandbox({ SANDBOX_INTERVAL_MS: "20" });
    const key = newKey();
    const quote = await fetch(`${http}/crypto/quote?symbol=BTCUSD`, { headers: { "X-API-Key": key } });
    expect((await quote.json()).data.symbol).toBe("BTCUSD");
    const client = await TestClient.authenticated(`${ws}/crypto`, key);
    client.send({ action: "subscribe", symbols: ["BTCUSD"] });
    await client.next("quote");
    const exit = exited(child);
    child.kill(signal);
    expect(await client.closed).toEqual({ code: 1000, reason: "Server shutting down" });
    expect(await exit).toBe(0);
  },
);

test("a key selects its plan on both servers", async () => {
  const { child, http, ws } = await startSandbox();
  const key = newKey("enterprise");
  const client = await TestClient.authenticated(`${ws}/stocks`, key);
  expect(client.messages[0]).toMatchObject({ plan: "enterprise", max_symbols: 5000, max_connections: 25 });
  const usage = await (await fetch(`${http}/account/usage`, { headers: { "X-API-Key": key } })).json();
  expect(usage.data).toMatchObject({ plan: "enterprise", limits: { requests_per_day: null } });
  const exit = exited(child);
  child.kill("SIGTERM");
  await exit;
});

test("a wrong option stops the sandbox with a clear message and the usage", async () => {
  const failure = await startSandbox({ SANDBOX_SEED: "soon" }).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toMatch(
    /the sandbox exited with 2: The sandbox cannot start: seed must be a non-negative integer, got 'soon'/,
  );
  expect(failure).toMatch(/Usage: tickwire-sandbox/);
});

test("a spec with a wrong type in x-limits stops the sandbox at start with the setting and its line, no stack trace", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sandbox-spec-"));
  const spec = path.join(dir, "websocket.asyncapi.yaml");
  const text = fs.readFileSync(path.join(ROOT, "specs/websocket.asyncapi.yaml"), "utf8");
  const changed = text.replace("maxSymbols: {{facts.plans.free.wsSymbolsPerConnection}}\n", 'maxSymbols: "5"\n');
  expect(changed).not.toBe(text);
  fs.writeFileSync(spec, changed);
  try {
    const failure = await startSandbox({ SANDBOX_WEBSOCKET_SPEC: spec }).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toMatch(
      /the sandbox exited with 2: The sandbox cannot start: \S*websocket\.asyncapi\.yaml:\d+ \(#\/info\/x-limits\/plans\/free\/maxSymbols\): x-limits\.plans\.free\.maxSymbols must be a number/,
    );
    expect(failure).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
