import type { Schema } from "../../../src/lib/tryit/json-schema";
import { checkAgainstSchema } from "../../../src/lib/tryit/schema-check";

const quote: Schema = {
  type: "object",
  required: ["symbol", "price", "timestamp"],
  properties: {
    symbol: { type: "string", pattern: "^[A-Z]+$" },
    price: { type: "number", minimum: 0 },
    volume: { type: ["integer", "null"] },
    timestamp: { type: "string", format: "date-time" },
    market: { type: "string", enum: ["open", "closed"] },
    tags: { type: "array", items: { type: "string" }, maxItems: 2 },
  },
};

describe("checkAgainstSchema", () => {
  test("a value that agrees has no differences", () => {
    expect(
      checkAgainstSchema(quote, {
        symbol: "AAPL",
        price: 1.5,
        volume: null,
        timestamp: "2026-11-24T20:59:58Z",
        market: "open",
      }),
    ).toEqual([]);
  });

  test.each([
    [{ symbol: "AAPL", price: 1 }, "missing-required", "/timestamp"],
    [{ symbol: "AAPL", price: "1", timestamp: "2026-11-24T20:59:58Z" }, "wrong-type", "/price"],
    [{ symbol: "aapl", price: 1, timestamp: "2026-11-24T20:59:58Z" }, "pattern", "/symbol"],
    [{ symbol: "AAPL", price: -1, timestamp: "2026-11-24T20:59:58Z" }, "range", "/price"],
    [{ symbol: "AAPL", price: 1, timestamp: "yesterday" }, "format", "/timestamp"],
    [{ symbol: "AAPL", price: 1, timestamp: "2026-11-24T20:59:58Z", market: "halted" }, "not-in-enum", "/market"],
    [{ symbol: "AAPL", price: 1, timestamp: "2026-11-24T20:59:58Z", tags: ["a", "b", "c"] }, "length", "/tags"],
    [{ symbol: "AAPL", price: 1, timestamp: "2026-11-24T20:59:58Z", tags: ["a", 2] }, "wrong-type", "/tags/1"],
    [{ symbol: "AAPL", price: 1.5, volume: 1.5, timestamp: "2026-11-24T20:59:58Z" }, "wrong-type", "/volume"],
  ])("%j differs by %s at %s", (value, kind, pointer) => {
    expect(checkAgainstSchema(quote, value)).toEqual([expect.objectContaining({ kind, pointer })]);
  });

  test("undocumented fields are reported only when asked, and never where additional properties are allowed", () => {
    const value = { symbol: "AAPL", price: 1, timestamp: "2026-11-24T20:59:58Z", extra: true };
    expect(checkAgainstSchema(quote, value)).toEqual([]);
    expect(checkAgainstSchema(quote, value, { undocumentedFields: true })).toEqual([
      expect.objectContaining({ kind: "undocumented-field", pointer: "/extra" }),
    ]);
    expect(checkAgainstSchema({ ...quote, additionalProperties: true }, value, { undocumentedFields: true })).toEqual(
      [],
    );
    expect(checkAgainstSchema({ ...quote, additionalProperties: false }, value)).toEqual([
      expect.objectContaining({ kind: "undocumented-field" }),
    ]);
  });

  test("a oneOf matches when one variant does, and otherwise names the closest difference", () => {
    const schema: Schema = {
      oneOf: [
        { type: "object", required: ["price"], properties: { price: { type: "number" } } },
        { type: "object", required: ["level"], properties: { level: { type: "number" } } },
      ],
    };
    expect(checkAgainstSchema(schema, { level: 3 })).toEqual([]);
    const [difference] = checkAgainstSchema(schema, { level: "3" });
    expect(difference.kind).toBe("no-variant");
  });

  test("pointers escape / and ~ in field names", () => {
    const schema: Schema = { type: "object", properties: { "a/b~c": { type: "string" } } };
    expect(checkAgainstSchema(schema, { "a/b~c": 1 })[0].pointer).toBe("/a~1b~0c");
  });

  test("a recursive node is not checked below", () => {
    expect(checkAgainstSchema({ recursive: true }, { anything: 1 })).toEqual([]);
  });
});

describe("allOf", () => {
  const schema: Schema = {
    allOf: [
      { type: "object", required: ["symbol"], properties: { symbol: { type: "string" } } },
      { type: "object", required: ["price"], properties: { price: { type: "number" } } },
    ],
  };

  test("a field documented in any part is documented; required fields of every part are required", () => {
    expect(checkAgainstSchema(schema, { symbol: "A", price: 1 }, { undocumentedFields: true })).toEqual([]);
    expect(checkAgainstSchema(schema, { symbol: "A" }, { undocumentedFields: true })).toEqual([
      expect.objectContaining({ kind: "missing-required", pointer: "/price" }),
    ]);
    expect(
      checkAgainstSchema(schema, { symbol: "A", price: "1", extra: 1 }, { undocumentedFields: true }).map(
        (d) => d.kind,
      ),
    ).toEqual(["wrong-type", "undocumented-field"]);
  });
});
