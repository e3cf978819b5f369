/** @jest-environment node */
/**
 * /docs/platform/delayed-data's samples, run as written against the HTTP sandbox (the production
 * base URL replaced by the sandbox's, as /docs/api tells readers to do): a Free key gets the
 * price of `delayMinutes` earlier with `delayed: true` and the label says so, a trial key gets
 * the latest price labeled real time, the Python `label()` reads the page's stream event too, and
 * the outputs the page shows are what the samples print at the examples' instant.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { HttpSandbox } from "../../../packages/sandbox/http/server.ts";
import { EXAMPLES_INSTANT_MS } from "../../../src/lib/examples/instant";
import { codeBlock, findPython, Sample } from "../../fixtures/guide-samples";
import { FACTS, ROOT, SESSION_INSTANT, newKey, startTestSandbox } from "./fixtures/sandbox";

jest.setTimeout(30_000);

const GUIDE = "platform/delayed-data.mdx";
const DELAYED_AT = SESSION_INSTANT - FACTS.delayMinutes * 60_000;
/** An instant as the curl sample prints it: UTC, to the second. */
const utc = (instant: number) => `${new Date(instant).toISOString().slice(0, 19).replace("T", " ")} UTC`;
/** An instant as the Python sample prints it: New York time, named by its abbreviation. */
const newYork = (instant: number) => {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    timeZoneName: "short",
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((item) => item.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}:${part("second")} ${part("timeZoneName")}`;
};

let sandbox: HttpSandbox;
/** The sandbox at the instant of the examples, whose answers the page's outputs show. */
let examples: HttpSandbox;
let workDir: string;

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(ROOT, "node_modules/.cache/delayed-data-samples-"));
  sandbox = await startTestSandbox();
  examples = await startTestSandbox({ clock: () => EXAMPLES_INSTANT_MS });
}, 90_000);
afterAll(async () => {
  fs.rmSync(workDir, { recursive: true, force: true });
  await Promise.all([sandbox?.close(), examples?.close()]);
});

/** A sample of the guide, pointed at a sandbox (the session one unless told otherwise). */
function sample(language: string, title: string, target: HttpSandbox = sandbox): string {
  const source = codeBlock(GUIDE, language, title);
  expect(source).toContain(FACTS.hosts.api.baseUrl);
  return source.split(FACTS.hosts.api.baseUrl).join(target.url);
}

/** The "Output on the Free plan" block after a sample's block. */
const shownOutput = (after: string) => codeBlock(GUIDE, "text", { after, nth: 1 }).trim();

/** Runs a script saved in the work folder with a key; it must exit 0. Returns its output. */
async function run(command: string, file: string, source: string, key: string): Promise<string> {
  const script = path.join(workDir, file);
  fs.writeFileSync(script, source);
  const child = new Sample(command, script, { TICKWIRE_API_KEY: key });
  const code = await child.exited;
  if (code !== 0) throw new Error(`${file} exited with ${code}:\n${child.stdout}\n${child.stderr}`);
  return child.stdout;
}

const has = (command: string) => !spawnSync(command, ["--version"], { encoding: "utf8" }).error;
const curlTest = has("curl") ? test : test.skip;
const jqTest = has("curl") && has("jq") ? test : test.skip;
const { python, hasModule } = findPython("requests");
const pythonTest = hasModule ? test : test.skip;
if (!has("curl") || !has("jq") || !hasModule)
  console.warn("Skipping some of /docs/platform/delayed-data's samples: they need curl, jq and Python with requests.");

curlTest("Quote AAPL: on the Free plan, delayed, with the time of the delayed price", async () => {
  const answer = JSON.parse(await run("bash", "quote.sh", sample("bash", "Quote AAPL"), newKey("free")));
  expect(answer.data).toMatchObject({
    symbol: "AAPL",
    delayed: true,
    timestamp: new Date(DELAYED_AT).toISOString().replace(".000", ""),
  });
});

jqTest.each([
  ["free", `Delayed ${FACTS.delayMinutes} minutes · as of ${utc(DELAYED_AT)}`],
  ["trial", `Real time · as of ${utc(SESSION_INSTANT)}`],
] as const)("Label a quote with curl and jq, on the %s plan", async (plan, label) => {
  const output = await run("bash", "label.sh", sample("bash", "Label a quote"), newKey(plan));
  expect(output.trim()).toMatch(new RegExp(`^AAPL \\d+\\.\\d+ USD · ${label}$`));
});

pythonTest.each([
  ["free", `Delayed ${FACTS.delayMinutes} minutes · as of ${newYork(DELAYED_AT)}`],
  ["trial", `Real time · as of ${newYork(SESSION_INSTANT)}`],
] as const)("label.py, on the %s plan: the time in the exchange's zone", async (plan, label) => {
  const output = await run(python, "label.py", sample("python", "label.py"), newKey(plan));
  expect(output.trim()).toMatch(new RegExp(`^AAPL \\d+\\.\\d+ USD · ${label}$`));
});

pythonTest("label() labels the page's delayed stream event, which has no currency", async () => {
  const source = sample("python", "label.py");
  // The module without its last lines, which make the requests: label() and what it needs.
  const library = source.slice(0, source.indexOf("\n# Quotes give"));
  fs.writeFileSync(path.join(workDir, "label_lib.py"), library);
  const event = codeBlock(GUIDE, "json", "Stocks stream, Free plan");
  const driver = [
    "import json",
    "from label_lib import label",
    `print(label(json.loads(${JSON.stringify(event)}), "Europe/Berlin"))`,
  ].join("\n");
  const { price, timestamp } = JSON.parse(event) as { price: number; timestamp: string };
  const berlin = new Date(Date.parse(timestamp) + 3_600_000).toISOString().slice(0, 19).replace("T", " ");
  expect(timestamp.startsWith("2024-11")).toBe(true); // winter: Berlin is UTC+1, CET
  expect((await run(python, "driver.py", driver, newKey("free"))).trim()).toBe(
    `SAP:de ${price} · Delayed ${FACTS.delayMinutes} minutes · as of ${berlin} CET`,
  );
});

jqTest("the curl sample's output on the page is what it prints at the examples' instant", async () => {
  const output = await run("bash", "label.sh", sample("bash", "Label a quote", examples), newKey("free"));
  expect(output.trim()).toBe(
    shownOutput("The label is put together by [jq](https://jqlang.github.io/jq/), with the time in UTC:"),
  );
});

pythonTest("label.py's output on the page is what it prints at the examples' instant", async () => {
  const output = await run(python, "label.py", sample("python", "label.py", examples), newKey("free"));
  expect(output.trim()).toBe(shownOutput('print(label(quote, zones[quote["exchange"]]))'));
});
