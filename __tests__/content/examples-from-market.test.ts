/** @jest-environment node */
/**
 * The examples come from the market: every value of the specs' and the guides' examples that the
 * market determines (quotes, daily bars, insights, conversions, stream quote events, the schema
 * examples that repeat them) is what the sandbox gives at the examples' instant, with its default
 * seed. And a reader who starts the sandbox at that instant gets the reference's examples.
 */
import path from "node:path";
import { start, type Running } from "../../packages/sandbox/main.ts";
import { openPinnedSandbox } from "../../packages/sandbox/pinned.ts";
import { EXAMPLES_INSTANT } from "../../src/lib/examples/instant";
import { differing, readExamples, type ExampleReport, type ExampleValue } from "../../src/lib/examples/sync";
import { readExampleSources } from "../../src/node/example-sources";
import { HTTP_SPEC, WS_SPEC, loadSpec } from "../fixtures/content-corpus";
import { TestClient } from "../packages/sandbox/fixtures/client";

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, "../..");
const FIX = "Run `npm run examples:sync` to write the market's values (it changes only those values).";

let report: ExampleReport;

beforeAll(async () => {
  const sandbox = await openPinnedSandbox(ROOT);
  try {
    report = await readExamples(readExampleSources(ROOT), sandbox);
  } finally {
    await sandbox.close();
  }
});

const describeValue = (value: ExampleValue) =>
  `  ${value.file}:${value.line} ${value.where}${value.subject ? ` (${value.subject})` : ""}: ${JSON.stringify(value.actual)} should be ${value.text}`;

test("the examples of both specs and the guides are read against the market", () => {
  // A floor, so that a change in how examples are found can't leave them unchecked.
  expect(report.values.length).toBeGreaterThan(600);
  const files = new Set(report.values.map((value) => value.file));
  for (const file of [HTTP_SPEC, WS_SPEC, "content/docs/products/stocks.mdx", "content/docs/websocket/index.mdx"])
    expect(files).toContain(file);
});

test(`every example value the market determines is the sandbox's at ${EXAMPLES_INSTANT}`, () => {
  const wrong = differing(report);
  if (wrong.length > 0)
    throw new Error(
      `${wrong.length} example values differ from the market at ${EXAMPLES_INSTANT}:\n${wrong.map(describeValue).join("\n")}\n${FIX}`,
    );
});

test("the sandbox answers every example's request", () => {
  expect(report.problems).toEqual([]);
});

describe("the sandbox started at the examples' instant", () => {
  let running: Running;
  const http = loadSpec(HTTP_SPEC) as { paths: Record<string, { get: { responses: Record<string, unknown> } }> };
  const ws = loadSpec(WS_SPEC) as { components: { messages: Record<string, { examples: Array<{ payload: unknown }> }> } };
  const okExample = (route: string) =>
    (http.paths[route].get.responses["200"] as { content: Record<string, { example: unknown }> }).content[
      "application/json"
    ].example;

  beforeAll(async () => {
    const argv = ["--start", EXAMPLES_INSTANT, "--freeze", "--port", "0", "--stream-port", "0"];
    running = await start(argv, {}, ROOT);
  });
  afterAll(() => running?.close());

  test("answers GET /stocks/quote for AAPL with the reference's example", async () => {
    const response = await fetch(`${running.http.url}/stocks/quote?symbol=AAPL&country=us`, {
      headers: { "X-API-Key": "tw_test_enterprise_reader" },
    });
    expect(await response.json()).toEqual(okExample("/stocks/quote"));
  });

  test("--freeze needs --start, the instant to keep the clock at", async () => {
    await expect(start(["--freeze", "--port", "0"], {}, ROOT)).rejects.toThrow(/freeze needs start/);
  });

  test("streams the reference's AAPL quote event", async () => {
    const client = await TestClient.authenticated(`${running.stream.url}/stocks`, "tw_test_trial_reader");
    client.send({ action: "subscribe", symbols: ["AAPL"] });
    const event = await client.next("quote");
    await client.close();
    expect(event).toEqual(ws.components.messages.stockQuote.examples[0].payload);
  });
});
