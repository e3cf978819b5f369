/** @jest-environment node */
import {
  capQuery,
  groupByArea,
  MAX_QUERY_LENGTH,
  readSearchPageUrl,
  searchPageUrl,
} from "../../../src/lib/search/dialog-model";
import { isSearchShortcut } from "../../../src/lib/search/shortcut";

const key = (key: string, modifiers: Partial<Record<"ctrlKey" | "metaKey" | "altKey" | "shiftKey", boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe("search dialog model", () => {
  it("caps queries at 64 characters", () => {
    expect(MAX_QUERY_LENGTH).toBe(64);
    expect(capQuery("q".repeat(80))).toHaveLength(64);
    expect(capQuery("quote")).toBe("quote");
  });

  it("groups hits by site area in order of appearance, five at most per area", () => {
    const hits = ["Guides", "HTTP API", "Guides", ...Array(7).fill("HTTP API"), "Symbols"].map((lvl0, n) => ({
      n,
      hierarchy: { lvl0 },
    }));
    const groups = groupByArea(hits);
    expect(groups.map((group) => group.area)).toEqual(["Guides", "HTTP API", "Symbols"]);
    expect(groups.map((group) => group.hits.length)).toEqual([2, 5, 1]);
    expect(groups[1].hits.map((hit) => hit.n)).toEqual([1, 3, 4, 5, 6]);
  });

  it("writes and reads the search page's address", () => {
    expect(searchPageUrl("  rate limits ")).toBe("/docs/search?q=rate+limits");
    expect(searchPageUrl("quote", 3)).toBe("/docs/search?q=quote&page=3");
    expect(searchPageUrl("")).toBe("/docs/search");
    expect(readSearchPageUrl("?q=rate+limits&page=2")).toEqual({ query: "rate limits", page: 2 });
    expect(readSearchPageUrl("?q=x&page=-4")).toEqual({ query: "x", page: 1 });
    expect(readSearchPageUrl("?page=abc")).toEqual({ query: "", page: 1 });
    expect(readSearchPageUrl(`?q=${"a".repeat(100)}`).query).toHaveLength(64);
  });

  it("opens search on Ctrl+K and ⌘K anywhere, and on / outside text fields", () => {
    expect(isSearchShortcut(key("k", { ctrlKey: true }), true)).toBe(true);
    expect(isSearchShortcut(key("K", { metaKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key("k", { ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key("k"), false)).toBe(false);
    expect(isSearchShortcut(key("/"), false)).toBe(true);
    expect(isSearchShortcut(key("/"), true)).toBe(false);
  });
});

describe("groupByArea keeps the engine's best hit first", () => {
  it("shows first the hit the engine ranked first, whatever the areas of the others", () => {
    const hits = ["Symbols", "Guides", "HTTP API", "Guides", "Symbols"].map((lvl0, rank) => ({
      rank,
      hierarchy: { lvl0 },
    }));
    const shown = groupByArea(hits).flatMap((group) => group.hits);
    expect(shown[0].rank).toBe(0);
  });
});
