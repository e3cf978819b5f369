/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { StreamSandbox } from "../../../packages/sandbox/stream/server.ts";
import { codeBlock, findPython, Sample } from "../../fixtures/guide-samples";
import { ROOT, startTestStream } from "./fixtures/sandbox";

jest.setTimeout(30_000);

const PRODUCTION = "wss://stream.tickwire.io/v1";

// Samples run from a folder inside the project so that `import "ws"` and `require("ws")` resolve.
let workDir: string;
let stream: StreamSandbox;

/** Write a sample to the work folder and return its path. */
function save(file: string, source: string): string {
  const script = path.join(workDir, file);
  fs.writeFileSync(script, source);
  return script;
}

beforeAll(() => {
  const cache = path.join(ROOT, "node_modules/.cache");
  fs.mkdirSync(cache, { recursive: true });
  workDir = fs.mkdtempSync(path.join(cache, "guide-samples-"));
});
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));
beforeEach(async () => {
  stream = await startTestStream({ quoteIntervalMs: 20 });
});
afterEach(() => stream.close());

/**
 * Close the stream under a connected sample, as a planned restart would (code 1000), start it
 * again on the same port, and measure how long the sample waits before it is subscribed again.
 */
async function restartAndMeasure(sample: Sample, subscribed: RegExp): Promise<number> {
  const { port } = stream;
  const closedAt = Date.now();
  await stream.close();
  stream = await startTestStream({ port, quoteIntervalMs: 20 });
  await sample.waitFor(subscribed, 2);
  return Date.now() - closedAt;
}

describe("/docs/websocket: the complete Node.js client", () => {
  const script = () => save("stream.mjs", codeBlock("websocket/index.mdx", "javascript", "stream.mjs"));
  const QUOTE = /^\S+Z (AAPL|MSFT|SAP:de) \d+(\.\d+)?$/gm;

  test("reads the stream URL from TICKWIRE_STREAM_URL, authenticates, subscribes and exits after TICKWIRE_MAX_QUOTES quotes", async () => {
    const sample = new Sample(process.execPath, script(), {
      TICKWIRE_API_KEY: "tw_test_trial_sample0001",
      TICKWIRE_STREAM_URL: stream.url,
      TICKWIRE_MAX_QUOTES: "5",
    });
    expect(await sample.exited).toBe(0);
    expect(sample.stderr).toBe("");
    expect(sample.stdout).toContain("Subscribed to AAPL, MSFT, SAP:de");
    expect(sample.stdout.match(QUOTE)).toHaveLength(5);
    expect(stream.stats().accepted).toBe(1);
  });

  test("reconnects with a backoff of at least a second after the stream closes, and resubscribes", async () => {
    const sample = new Sample(process.execPath, script(), {
      TICKWIRE_API_KEY: "tw_test_trial_sample0002",
      TICKWIRE_STREAM_URL: stream.url,
    });
    await sample.waitFor(QUOTE);
    expect(await restartAndMeasure(sample, /Subscribed to AAPL, MSFT, SAP:de/)).toBeGreaterThanOrEqual(1000);
    expect(sample.stdout).toMatch(/Connection closed with 1000; reconnecting in \d+ ms/);
    await sample.waitFor(QUOTE, (sample.stdout.match(QUOTE) ?? []).length + 1);
    await sample.stop();
  });

  test("stops without reconnecting when the key is rejected", async () => {
    const sample = new Sample(process.execPath, script(), {
      TICKWIRE_API_KEY: "invalid",
      TICKWIRE_STREAM_URL: stream.url,
    });
    expect(await sample.exited).toBe(1);
    expect(sample.stderr).toContain("Error invalid_api_key");
    expect(sample.stderr).toContain("Closed with 4003");
    expect(stream.stats().accepted).toBe(1);
  });
});

describe("/docs/platform/getting-started: the step 5 Node.js example", () => {
  /** The sample with its production URL pointed at the sandbox. */
  const script = () => {
    const source = codeBlock("platform/getting-started.mdx", "javascript", "stream.js");
    expect(source).toContain(`"${PRODUCTION}/crypto"`);
    return save("stream.js", source.replace(PRODUCTION, stream.url));
  };
  const QUOTE = /^\S+Z (BTCUSD|ETHUSD) \d+(\.\d+)?$/m;

  test("subscribes only after the authenticated event and receives crypto quotes", async () => {
    const sample = new Sample(process.execPath, script(), { TICKWIRE_API_KEY: "tw_test_trial_sample0003" });
    await sample.waitFor(QUOTE);
    await sample.stop();
    expect(sample.stdout.indexOf("Authenticated on the trial plan")).toBeGreaterThanOrEqual(0);
    expect(sample.stdout.indexOf("Authenticated on the trial plan")).toBeLessThan(
      sample.stdout.indexOf("Subscribed to BTCUSD, ETHUSD"),
    );
    expect(sample.stdout + sample.stderr).not.toContain("not_authenticated");
  });

  test("reconnects with a backoff of at least a second after the stream closes, and resubscribes", async () => {
    const sample = new Sample(process.execPath, script(), { TICKWIRE_API_KEY: "tw_test_trial_sample0004" });
    await sample.waitFor(QUOTE);
    expect(await restartAndMeasure(sample, /Subscribed to BTCUSD, ETHUSD/)).toBeGreaterThanOrEqual(1000);
    await sample.stop();
  });

  test("prints an index quote's level: the same client works on the indices stream", async () => {
    const source = codeBlock("platform/getting-started.mdx", "javascript", "stream.js")
      .replace(`"${PRODUCTION}/crypto"`, `"${stream.url}/indices"`)
      .replace('["BTCUSD", "ETHUSD"]', '["SPX", "DAX"]');
    const sample = new Sample(process.execPath, save("stream-indices.js", source), {
      TICKWIRE_API_KEY: "tw_test_trial_sample0006",
    });
    await sample.waitFor(/^\S+Z (SPX|DAX) \d+(\.\d+)?$/m);
    await sample.stop();
    expect(sample.stdout).not.toMatch(/ undefined$/m);
  });

  test("stops without reconnecting when the key is rejected", async () => {
    const sample = new Sample(process.execPath, script(), { TICKWIRE_API_KEY: "invalid" });
    expect(await sample.exited).toBe(1);
    expect(sample.stderr).toContain("Closed with 4003");
    expect(stream.stats().accepted).toBe(1);
  });
});

describe("Python samples", () => {
  const samples = () => [
    ["websocket/index.mdx", codeBlock("websocket/index.mdx", "python", "stream.py")],
    ["platform/getting-started.mdx", codeBlock("platform/getting-started.mdx", "python", "stream.py")],
  ];
  const { python, hasPython, hasModule: hasWebsockets, reasons } = findPython("websockets");

  if (!hasWebsockets) {
    // Not a failure: the package is optional on this machine. Say why the run is skipped.
    console.warn(`Skipping the Python client run against the sandbox: no Python here imports websockets (${reasons}).`);
  }

  (hasPython ? test : test.skip)("are valid Python", () => {
    for (const [doc, code] of samples()) {
      const check = spawnSync(python, ["-c", "import ast, sys; ast.parse(sys.stdin.read())"], {
        input: code,
        encoding: "utf8",
      });
      expect({ doc, status: check.status, stderr: check.stderr }).toEqual({ doc, status: 0, stderr: "" });
    }
  });

  (hasWebsockets ? test : test.skip)(
    "/docs/websocket: the complete Python client authenticates and receives quotes from the sandbox",
    async () => {
      const sample = new Sample(python, save("stream.py", samples()[0][1]), {
        TICKWIRE_API_KEY: "tw_test_trial_sample0005",
        TICKWIRE_STREAM_URL: stream.url,
        TICKWIRE_MAX_QUOTES: "5",
      });
      expect(await sample.exited).toBe(0);
      expect(sample.stdout).toContain("Subscribed to AAPL, MSFT, SAP:de");
      expect(sample.stdout.split("\n").filter((line) => /^\S+Z (AAPL|MSFT|SAP:de) \d/.test(line))).toHaveLength(5);
    },
  );

  (hasWebsockets ? test : test.skip)(
    "/docs/platform/getting-started: the step 5 Python client authenticates, subscribes and prints crypto quotes",
    async () => {
      const source = samples()[1][1];
      expect(source).toContain(`"${PRODUCTION}/crypto"`);
      const sample = new Sample(python, save("stream-start.py", source.replace(PRODUCTION, stream.url)), {
        TICKWIRE_API_KEY: "tw_test_trial_sample0007",
        PYTHONUNBUFFERED: "1",
      });
      await sample.waitFor(/^\S+Z (BTCUSD|ETHUSD) \d+(\.\d+)?$/m);
      await sample.stop();
      expect(sample.stdout.indexOf("Authenticated on the trial plan")).toBeLessThan(
        sample.stdout.indexOf("Subscribed to BTCUSD, ETHUSD"),
      );
    },
  );
});
