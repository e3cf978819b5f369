/** @jest-environment node */
import { applyEdits, lineAt, maskPlaceholders, writeLike } from "../../../src/lib/examples/text";
import { yamlLocator } from "../../../src/lib/examples/locate";

test("masking a placeholder keeps every offset", () => {
  const text = "limit: {{facts.plans.free.httpPerMinute}}\nprice: 1.5\n";
  const masked = maskPlaceholders(text);
  expect(masked).toHaveLength(text.length);
  expect(masked).toMatch(/^limit: _+\nprice: 1\.5\n$/);
});

test("a new value is written as the value it replaces is", () => {
  expect(writeLike("226.40", 240.8)).toBe("240.80");
  expect(writeLike("35760.0", 67236)).toBe("67236.0");
  expect(writeLike("67241.80", 107811.85)).toBe("107811.85");
  expect(writeLike("0.0075", 0.032)).toBe("0.032");
  expect(writeLike("35182410", 13639494)).toBe("13639494");
  expect(writeLike('"2024-11-20T20:59:58Z"', "2024-11-20T15:30:12Z")).toBe('"2024-11-20T15:30:12Z"');
  expect(writeLike("'2024-11-20'", "2024-11-19")).toBe("'2024-11-19'");
  expect(writeLike("2024-11-20", "2024-11-19")).toBe("2024-11-19");
});

test("edits replace their spans, and overlapping edits are refused", () => {
  expect(
    applyEdits("a: 1, b: 2", [
      { start: 3, end: 4, text: "10" },
      { start: 9, end: 10, text: "20" },
    ]),
  ).toBe("a: 10, b: 20");
  expect(() =>
    applyEdits("abc", [
      { start: 0, end: 2, text: "x" },
      { start: 1, end: 3, text: "y" },
    ]),
  ).toThrow(/Overlapping/);
  expect(lineAt("a\nb\nc", 4)).toBe(3);
});

test("a locator finds the span of a scalar in YAML and in JSON, comments and placeholders around it", () => {
  const yaml =
    '# prices\nquote:\n  price: 228.52 # last\n  limit: {{facts.quota.maxSymbolsPerBatch}}\n  bars:\n    - { date: "2024-11-19", close: 228.28 }\n';
  const locate = yamlLocator(yaml)!;
  const slice = (path: Array<string | number>) => {
    const span = locate(path)!;
    return yaml.slice(span.start, span.end);
  };
  expect(slice(["quote", "price"])).toBe("228.52");
  expect(slice(["quote", "bars", 0, "date"])).toBe('"2024-11-19"');
  expect(locate(["quote", "bars"])).toBeUndefined();
  const json = 'intro\n{\n  "data": { "ask": 67241.80 }\n}\n';
  const start = json.indexOf("{");
  const inJson = yamlLocator(json, start)!(["data", "ask"])!;
  expect(json.slice(inJson.start, inJson.end)).toBe("67241.80");
});
