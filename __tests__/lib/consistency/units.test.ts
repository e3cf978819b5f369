/** @jest-environment node */
import { guideUnits, markdownUnits } from "../../../src/lib/consistency/units";
import { responseBlocks } from "../../../src/lib/consistency/response-blocks";
import { parseMdxBodies } from "../../fixtures/mdx-parse";

const BODY = [
  "## Quotes",
  "",
  "Errors are `429 rate_limited`.",
  "",
  "| Status | Code |",
  "| --- | --- |",
  "| 404 | `unknown_symbol` |",
  "",
  "```bash",
  'curl "https://api.example.com/v1/quote?symbol=AAPL"',
  "```",
  "",
  '```json title="Response"',
  '{"data": {"symbol": "AAPL"}}',
  "```",
  "",
  '```json title="GET /v1/symbols, shortened"',
  '{"data": []}',
  "```",
].join("\n");

test("a guide's paragraphs, table rows and code blocks, in order, with their section and file line", () => {
  const [{ tree }] = parseMdxBodies([BODY], { gfm: true });
  const units = guideUnits(tree!, 4);
  expect(units.map((unit) => (unit.kind === "text" ? unit.text : `${unit.lang}:${unit.title}`))).toEqual([
    "Errors are `429 rate_limited`.",
    "| Status | Code |",
    "| 404 | `unknown_symbol` |",
    "bash:null",
    "json:Response",
    "json:GET /v1/symbols, shortened",
  ]);
  expect(units[0]).toMatchObject({ line: 7, section: "Quotes" });
  const blocks = responseBlocks(units, "https://api.example.com/v1", ["/quote", "/symbols"]);
  expect(blocks.map(({ operation, shortened, status }) => ({ operation, shortened, status }))).toEqual([
    { operation: { method: "get", path: "/quote" }, shortened: false, status: "200" },
    { operation: { method: "get", path: "/symbols" }, shortened: true, status: "200" },
  ]);
});

test("a spec description's paragraphs, list items and table rows", () => {
  expect(
    markdownUnits("First line\nsecond line.\n\n- an item\n- another\n\n| A | B |\n| --- | --- |\n| 1 | 2 |").map(
      (unit) => (unit.kind === "text" ? unit.text : ""),
    ),
  ).toEqual(["First line second line.", "an item", "another", "| A | B |", "| 1 | 2 |"]);
});
