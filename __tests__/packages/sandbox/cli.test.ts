/** @jest-environment node */
import path from "node:path";
import { exited, startScript as startCliScript } from "../fixtures/cli-script";
import { TestClient } from "./fixtures/client";

jest.setTimeout(20_000);

const SCRIPT = path.resolve(__dirname, "../../scripts/mock-stream.mjs");

/** Starts the entry script on a free port; resolves with its address once it listens. */
const startScript = (env: NodeJS.ProcessEnv) =>
  startCliScript(SCRIPT, {
    env: { MOCK_STREAM_PORT: "0", ...env },
    ready: /listening on (ws:\/\/127\.0\.0\.1:\d+\/v1)/,
    label: "the mock",
  });

test.each(["SIGINT", "SIGTERM"] as const)(
  "scripts/mock-stream.mjs serves on loopback and stops cleanly on %s",
  async (signal) => {
    const { child, url } = await startScript({ MOCK_STREAM_INTERVAL_MS: "20" });
    const client = await TestClient.authenticated(`${url}/crypto`, "tw_cli_key_00001");
    client.send({ action: "subscribe", symbols: ["BTCUSD"] });
    await client.next("quote");
    const exit = exited(child);
    child.kill(signal);
    expect(await client.closed).toEqual({ code: 1000, reason: "Server shutting down" });
    expect(await exit).toBe(0);
  },
);

test("MOCK_STREAM_PLAN selects the limits from the spec", async () => {
  const { child, url, output } = await startScript({ MOCK_STREAM_PLAN: "enterprise" });
  const client = await TestClient.authenticated(`${url}/stocks`, "tw_cli_key_00002");
  expect(client.messages[0]).toMatchObject({ plan: "enterprise", max_symbols: 5000, max_connections: 25 });
  expect(output()).toContain("Plan enterprise: 25 connection(s) per API key, 5000 symbols per connection");
  const exit = exited(child);
  child.kill("SIGTERM");
  await exit;
});

test("an unknown plan stops the script with a clear message", async () => {
  await expect(startScript({ MOCK_STREAM_PLAN: "gold" })).rejects.toThrow(
    /MOCK_STREAM_PLAN must be free, trial or enterprise, got 'gold'/,
  );
});

test("a spec with a wrong type in x-limits stops the script at start with the setting, no stack trace", async () => {
  const fs = await import("node:fs");
  const os = await import("node:os");
  // A project of its own: the spec reads its numbers from ../content/facts.yaml.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mock-spec-"));
  fs.mkdirSync(path.join(dir, "specs"));
  fs.mkdirSync(path.join(dir, "content"));
  fs.copyFileSync(path.resolve(__dirname, "../../content/facts.yaml"), path.join(dir, "content/facts.yaml"));
  const spec = path.join(dir, "specs/websocket.asyncapi.yaml");
  const text = fs.readFileSync(path.resolve(__dirname, "../../specs/websocket.asyncapi.yaml"), "utf8");
  const changed = text.replace("maxSymbols: {{facts.plans.free.wsSymbolsPerConnection}}\n", 'maxSymbols: "5"\n');
  expect(changed).not.toBe(text);
  fs.writeFileSync(spec, changed);
  try {
    const failure = await startScript({ MOCK_STREAM_SPEC: spec }).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toMatch(
      /the mock exited with 2: The mock stream cannot start: specs\/websocket\.asyncapi\.yaml: x-limits\.plans\.free\.maxSymbols must be a positive number, got "5"/,
    );
    expect(failure).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
