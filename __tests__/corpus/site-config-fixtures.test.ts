/** @jest-environment node */
import fs from "fs";
import path from "path";
import { siteConfig } from "../../site.config";
import { applyPatch, withSiteConfig } from "../fixtures/site-config";

describe("applyPatch", () => {
  const base = {
    a: 1,
    nested: { b: 2, c: [1, 2, 3] },
    list: [
      { x: 1, y: 1 },
      { x: 2, y: 2 },
    ],
  };

  test("patches objects key by key and leaves the base as it was", () => {
    const patched = applyPatch(base, { nested: { b: 20 } });
    expect(patched).toEqual({ ...base, nested: { b: 20, c: [1, 2, 3] } });
    expect(base.nested.b).toBe(2);
  });

  test("patches arrays by index with an object of indexes, and replaces them with an array", () => {
    expect(applyPatch(base, { list: { 1: { y: 20 } } }).list).toEqual([
      { x: 1, y: 1 },
      { x: 2, y: 20 },
    ]);
    expect(applyPatch(base, { nested: { c: [9] } }).nested.c).toEqual([9]);
  });

  test("adds keys the base lacks, and refuses an index past the end of an array", () => {
    expect(applyPatch(base as Record<string, unknown>, { extra: true })).toMatchObject({ extra: true, a: 1 });
    expect(() => applyPatch(base, { list: { 5: { x: 0 } } })).toThrow("patch index 5 is outside an array of 2");
  });
});

describe("withSiteConfig", () => {
  test("is the real site.config.ts with the patch applied", () => {
    const patched = withSiteConfig({ colourMode: "dark-only", navbar: { 1: { label: "Start" } } });
    expect(patched).toEqual({
      ...siteConfig,
      colourMode: "dark-only",
      navbar: siteConfig.navbar.map((item, index) => (index === 1 ? { ...item, label: "Start" } : item)),
    });
  });

  test("the site.config.ts fixtures are patches, not copies", () => {
    const folder = path.join(__dirname, "../fixtures/author-errors/site-config");
    for (const name of fs.readdirSync(folder)) {
      const text = fs.readFileSync(path.join(folder, name), "utf8");
      expect(text).toContain("withSiteConfig(");
      expect(text.split("\n").length).toBeLessThan(20);
    }
  });
});
