/** @jest-environment node */
/**
 * /docs/platform/sandbox says what the sandbox does: its curl samples run as written against it
 * (the address aside) and answer as the guide says, the sandbox started with the guide's pinning
 * options (on free ports) gives the very answer the guide shows, and the instant the guide says
 * the examples are from is theirs.
 */
import type { HttpSandbox } from "../../../packages/sandbox/http/server.ts";
import { start, type Running } from "../../../packages/sandbox/main.ts";
import { ROOT, startTestSandbox } from "./fixtures/sandbox";
import { EXAMPLES_INSTANT } from "../../../src/lib/examples/instant";
import { readGuide } from "../../fixtures/guide-samples";
import {
  SANDBOX_GUIDE,
  curlMissing,
  guideSample,
  pinnedAnswer,
  pinnedOptions,
  runCurl,
} from "./fixtures/sandbox-guide";

jest.setTimeout(30_000);

const missing = curlMissing();
if (missing) console.warn(`Skipping the sandbox guide's curl samples: ${missing}`);
const curlTest = missing ? test.skip : test;

let sandbox: HttpSandbox;
let pinned: Running;

beforeAll(async () => {
  sandbox = await startTestSandbox({ clock: Date.now });
  pinned = await start(["--port", "0", "--stream-port", "0", ...pinnedOptions()], {}, ROOT);
});
afterAll(async () => {
  await Promise.all([sandbox?.close(), pinned?.close()]);
});

curlTest("Quote ETHUSD from the sandbox: ETHUSD's quote of this second", async () => {
  const answer = JSON.parse(await runCurl(guideSample("Quote ETHUSD from the sandbox", sandbox.url)));
  expect(answer.data).toMatchObject({ symbol: "ETHUSD", base: "ETH", quote: "USD", delayed: false });
  expect(Math.abs(Date.parse(answer.data.timestamp) - Date.now())).toBeLessThan(5_000);
});

curlTest("Quote AAPL from the pinned sandbox: the answer the guide shows, at any second of the run", async () => {
  const sample = guideSample("Quote AAPL from the pinned sandbox", pinned.http.url);
  const first = JSON.parse(await runCurl(sample));
  expect(first).toEqual(pinnedAnswer());
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  expect(JSON.parse(await runCurl(sample))).toEqual(first);
});

test("the instant the guide gives for the examples is the examples' instant", () => {
  expect(readGuide(SANDBOX_GUIDE)).toContain(`--start ${EXAMPLES_INSTANT} --freeze`);
});

curlTest("Ask the sandbox for a server error: the documented 500", async () => {
  const output = await runCurl(guideSample("Ask the sandbox for a server error", sandbox.url));
  expect(output).toMatch(/^HTTP\/1\.1 500 Internal Server Error\r?$/m);
  expect(output).toMatch(/"code":"upstream_unavailable"/);
});
