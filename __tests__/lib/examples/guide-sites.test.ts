/** @jest-environment node */
import { fencedBlocks, guideSites, sandboxReading } from "../../../src/lib/examples/guide-sites";
import { FACTS } from "../../fixtures/facts";

const PATHS = ["/stocks/quote", "/crypto/quote", "/stocks/symbols"];
const fence = "```";
const GUIDE = [
  "## Quote",
  "",
  `${fence}bash title="Request"`,
  'curl "{{facts.hosts.api.baseUrl}}/stocks/quote?symbol=AAPL&country=us"',
  fence,
  "",
  `${fence}json title="Response"`,
  '{ "data": { "symbol": "AAPL", "country": "us", "price": 228.52, "volume": {{facts.quota.maxSymbolsPerBatch}} } }',
  fence,
  "",
  "## Headers",
  "",
  `${fence}http title="GET /v1/crypto/quote?symbol=BTCUSD"`,
  "HTTP/1.1 200 OK",
  "X-RateLimit-Reset: 1772461860",
  "",
  '{ "data": { "symbol": "BTCUSD", "price": 67241.18 } }',
  fence,
  "",
  "## Stream",
  "",
  `${fence}json`,
  '{"action":"subscribe","symbols":["AAPL"]}',
  '{"event":"quote","symbol":"AAPL","price":227.48,"timestamp":"2026-03-02T14:30:05.123Z"}',
  fence,
  "",
  "## Files",
  "",
  `${fence}text title="tickwire/stocks/2024/11/20/eod.csv.gz"`,
  "date,symbol,country,open,close",
  "2024-11-20,AAPL,us,226.98,228.52",
  fence,
  "",
  "## Pinned",
  "",
  `${fence}bash`,
  "npx tickwire-sandbox --seed 7 --start 2026-03-07T12:00:00Z",
  fence,
  "",
  `${fence}json title="GET /stocks/quote?symbol=AAPL&country=us"`,
  '{"data":{"symbol":"AAPL","country":"us","price":284.8}}',
  fence,
  "",
].join("\n");

const sites = guideSites("guide.mdx", GUIDE, FACTS, PATHS);
const at = (site: (typeof sites)[number], path: Array<string | number>) => {
  const span = site.locate(path)!;
  return GUIDE.slice(span.start, span.end);
};

test("fenced blocks keep their section, their line and the span of their content", () => {
  const blocks = fencedBlocks(GUIDE, FACTS);
  expect(blocks.map((block) => [block.unit.lang, block.unit.section, block.unit.line])).toEqual([
    ["bash", "Quote", 3],
    ["json", "Quote", 7],
    ["http", "Headers", 13],
    ["json", "Stream", 22],
    ["text", "Files", 29],
    ["bash", "Pinned", 36],
    ["json", "Pinned", 40],
  ]);
  expect(blocks[0].unit.value).toContain(FACTS.hosts.api.baseUrl);
  expect(GUIDE.slice(blocks[4].content.start, blocks[4].content.end)).toBe(
    "date,symbol,country,open,close\n2024-11-20,AAPL,us,226.98,228.52",
  );
});

test("a JSON response after a request for a market operation is a response site, spans in the source", () => {
  const [quote] = sites;
  expect(quote).toMatchObject({ kind: "response", operation: "/stocks/quote", where: "guide.mdx:7", selected: [] });
  expect(at(quote, ["data", "price"])).toBe("228.52");
  // The placeholder is masked, not a value of the example.
  expect(quote.locate(["data", "volume"])).toBeDefined();
});

test("an http block's body and headers are located", () => {
  const http = sites[1];
  expect(http.kind === "response" && http.headers).toEqual([
    { name: "X-RateLimit-Reset", value: "1772461860", span: expect.any(Object) },
  ]);
  expect(at(http, ["data", "price"])).toBe("67241.18");
});

test("stream quote events, one per line, and the rows of a bulk file are sites", () => {
  const stream = sites.find((site) => site.kind === "stream")!;
  expect(stream.value).toMatchObject({ symbol: "AAPL" });
  expect(at(stream, ["timestamp"])).toBe('"2026-03-02T14:30:05.123Z"');
  const eod = sites.find((site) => site.kind === "eod")!;
  expect(eod).toMatchObject({ asset: "stocks", value: [{ symbol: "AAPL", open: 226.98, close: 228.52 }] });
  expect(at(eod, [0, "close"])).toBe("228.52");
});

test("an example after a command that starts the sandbox is that sandbox's answer", () => {
  expect(sandboxReading("npx tickwire-sandbox --seed 7 --start 2026-03-07T12:00:00Z")).toEqual({
    seed: 7,
    at: Date.parse("2026-03-07T12:00:00Z"),
  });
  expect(sandboxReading("npm run sandbox")).toBeNull();
  expect(sandboxReading("curl --start x")).toBeNull();
  const pinned = sites.find((site) => site.where === "guide.mdx:40");
  expect(pinned).toMatchObject({ kind: "response", reading: { seed: 7, at: Date.parse("2026-03-07T12:00:00Z") } });
  expect(sites[0].reading).toBeUndefined();
});
