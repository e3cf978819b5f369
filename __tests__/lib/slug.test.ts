/** @jest-environment node */
import { createSlugger, slugify } from "../../src/lib/slug";

describe("slugify", () => {
  test.each([
    ["Rate limits", "rate-limits"],
    ["What's new? (2026)", "whats-new-2026"],
    ["429: Too Many Requests!", "429-too-many-requests"],
    ["GET /v1/quotes/{symbol}", "get-v1quotessymbol"],
    // Each space becomes a hyphen, so dropped punctuation between spaces leaves "--".
    ["C# & .NET", "c--net"],
    ["snake_case and kebab-case", "snake_case-and-kebab-case"],
    ["  Padded heading  ", "padded-heading"],
    ["Über Café", "über-café"],
    // Combining marks (decomposed é) are kept.
    ["Cafe\u0301 hours", "cafe\u0301-hours"],
  ])("%j → %j", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe("createSlugger", () => {
  const slugsOf = (texts: string[]) => {
    const slugger = createSlugger();
    return texts.map((text) => slugger.slug(text));
  };

  test("repeated headings get -1, -2 suffixes in order", () => {
    expect(slugsOf(["Example", "Example", "Example"])).toEqual(["example", "example-1", "example-2"]);
  });

  test("headings that differ only in case or punctuation collide", () => {
    expect(slugsOf(["Errors", "errors!", "ERRORS?"])).toEqual(["errors", "errors-1", "errors-2"]);
  });

  test("a suffix is skipped when a heading already has that literal id", () => {
    expect(slugsOf(["Step", "Step-1", "Step"])).toEqual(["step", "step-1", "step-2"]);
  });

  test("a literal heading that matches an earlier generated id gets its own suffix", () => {
    expect(slugsOf(["Step", "Step", "Step 1"])).toEqual(["step", "step-1", "step-1-1"]);
  });

  test("headings with no letters or digits fall back to section", () => {
    expect(slugsOf(["!!!", "???", ""])).toEqual(["section", "section-1", "section-2"]);
  });

  test("each slugger has its own page-level state", () => {
    const first = createSlugger();
    const second = createSlugger();
    expect(first.slug("Overview")).toBe("overview");
    expect(first.slug("Overview")).toBe("overview-1");
    expect(second.slug("Overview")).toBe("overview");
  });
});
