/** @jest-environment node */
import { effectiveColourMode, oppositeColourMode, parseColourMode } from "../../../src/lib/chrome/colour-mode";

describe("colour mode", () => {
  test.each([
    ["dark", "dark"],
    ["light", "light"],
    [null, null],
    ["", null],
    ["Dark", null],
    ["system", null],
  ])("a stored %j reads as %j", (stored, mode) => {
    expect(parseColourMode(stored)).toBe(mode);
  });

  test("switchable: the reader's choice wins over the operating system", () => {
    expect(effectiveColourMode("switchable", "light", true)).toBe("light");
    expect(effectiveColourMode("switchable", "dark", false)).toBe("dark");
  });

  test("switchable: without a choice, the operating system decides", () => {
    expect(effectiveColourMode("switchable", null, true)).toBe("dark");
    expect(effectiveColourMode("switchable", null, false)).toBe("light");
  });

  test("dark-only: always dark, whatever is stored or preferred", () => {
    expect(effectiveColourMode("dark-only", "light", false)).toBe("dark");
    expect(effectiveColourMode("dark-only", null, false)).toBe("dark");
  });

  test("the toggle goes to the other mode", () => {
    expect(oppositeColourMode("light")).toBe("dark");
    expect(oppositeColourMode("dark")).toBe("light");
  });
});
