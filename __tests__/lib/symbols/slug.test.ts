/** @jest-environment node */
import { ROUTE_SEGMENT, findSlugCollisions, isSlug, symbolSlug } from "../../../src/lib/symbols/slug";

test.each([
  ["BRK.B", "brk-b"],
  ["BRK-B", "brk-b"],
  ["^GSPC", "gspc"],
  ["EUR", "eur"],
  ["BP.", "bp"],
  ["BT.A", "bt-a"],
  ["600519", "600519"],
  ["000858", "000858"],
  ["N225", "n225"],
  ["S&P 500", "s-p-500"],
  ["S&P/TSX 60", "s-p-tsx-60"],
  ["Société Générale", "societe-generale"],
  ["  Nasdaq-100  ", "nasdaq-100"],
])("symbolSlug(%j) = %j", (value, slug) => {
  expect(symbolSlug(value)).toBe(slug);
  expect(slug).toMatch(ROUTE_SEGMENT);
  expect(isSlug(slug)).toBe(true);
});

test("the rule never emits a dot, so no segment looks like a file name", () => {
  for (const value of ["BRK.B", "BP.", "yearn.finance", "index.html"]) expect(symbolSlug(value)).not.toContain(".");
});

test("the rule is idempotent: a slug is its own slug", () => {
  for (const value of ["BRK.B", "^GSPC", "S&P 500"]) expect(symbolSlug(symbolSlug(value))).toBe(symbolSlug(value));
});

test("nothing is left of a value without letters or digits", () => {
  expect(symbolSlug("^.-")).toBe("");
});

test("isSlug accepts only the rule's output", () => {
  expect(isSlug("bitcoin")).toBe(true);
  expect(isSlug("0x")).toBe(true);
  for (const value of ["Bitcoin", "brk.b", "brk--b", "-brk", "brk-", "s&p", ""]) expect(isSlug(value)).toBe(false);
});

test("collisions are reported per slug, with the values in list order", () => {
  expect(findSlugCollisions(["BRK.B", "AAPL", "BRK-B", "BT.A", "MSFT", "bt a"])).toEqual([
    { slug: "brk-b", values: ["BRK.B", "BRK-B"] },
    { slug: "bt-a", values: ["BT.A", "bt a"] },
  ]);
});

test("a list without collisions reports none, and empty slugs are left to the caller", () => {
  expect(findSlugCollisions(["AAPL", "BRK.A", "BRK.B", "EUR"])).toEqual([]);
  expect(findSlugCollisions(["^", "."])).toEqual([]);
});

test("collisions can be checked under another slug function", () => {
  expect(findSlugCollisions(["EUR", "eur"], (value) => value)).toEqual([]);
  expect(findSlugCollisions(["EUR", "eur"])).toEqual([{ slug: "eur", values: ["EUR", "eur"] }]);
});
