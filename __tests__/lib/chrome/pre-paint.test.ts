import { isAnnouncementDismissed } from "../../../src/lib/chrome/announcement";
import { prePaintScript, type PrePaintOptions } from "../../../src/lib/chrome/pre-paint";

const root = document.documentElement;

/** Runs the script the way the browser does, in the page's global scope. */
function run(options: PrePaintOptions) {
  new Function(prePaintScript(options))();
}

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute("data-theme");
  root.removeAttribute("data-announcement-dismissed");
});

describe("pre-paint script: colour mode", () => {
  test.each(["dark", "light"])("applies a stored %s mode", (mode) => {
    localStorage.setItem("theme", mode);
    run({ colourMode: "switchable", announcementId: null });
    expect(root.getAttribute("data-theme")).toBe(mode);
  });

  test("sets no mode without a stored choice, so the stylesheet follows the OS", () => {
    run({ colourMode: "switchable", announcementId: null });
    expect(root.hasAttribute("data-theme")).toBe(false);
  });

  test("ignores values that are not a mode", () => {
    localStorage.setItem("theme", "<script>");
    run({ colourMode: "switchable", announcementId: null });
    expect(root.hasAttribute("data-theme")).toBe(false);
  });

  test("dark-only forces dark and ignores a stored light choice", () => {
    localStorage.setItem("theme", "light");
    run({ colourMode: "dark-only", announcementId: null });
    expect(root.getAttribute("data-theme")).toBe("dark");
  });

  test("dark-only still forces dark when storage throws", () => {
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    expect(() => run({ colourMode: "dark-only", announcementId: "x" })).not.toThrow();
    expect(root.getAttribute("data-theme")).toBe("dark");
    getItem.mockRestore();
  });

  test("storage errors leave the defaults and never break the page", () => {
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    expect(() => run({ colourMode: "switchable", announcementId: "x" })).not.toThrow();
    expect(root.hasAttribute("data-theme")).toBe(false);
    getItem.mockRestore();
  });
});

describe("pre-paint script: announcement", () => {
  test("marks the announcement dismissed when its id is stored", () => {
    localStorage.setItem("announcement-dismissed", "release-2");
    run({ colourMode: "switchable", announcementId: "release-2" });
    expect(root.hasAttribute("data-announcement-dismissed")).toBe(true);
  });

  test("shows a new announcement to readers who dismissed an older one", () => {
    localStorage.setItem("announcement-dismissed", "release-1");
    run({ colourMode: "switchable", announcementId: "release-2" });
    expect(root.hasAttribute("data-announcement-dismissed")).toBe(false);
  });

  test("has no announcement code when there is no announcement", () => {
    expect(prePaintScript({ colourMode: "switchable", announcementId: null })).not.toContain("announcement");
    expect(prePaintScript({ colourMode: "dark-only", announcementId: null })).not.toContain("localStorage");
  });

  test("escapes an id that could end the script element", () => {
    expect(prePaintScript({ colourMode: "switchable", announcementId: "</script><b>" })).not.toContain("</script>");
  });

  test.each([
    ["release-2", "release-2", true],
    ["release-1", "release-2", false],
    [null, "release-2", false],
    ["", "", false],
  ])("stored %j, current %j: dismissed %j", (stored, id, dismissed) => {
    expect(isAnnouncementDismissed(stored, id)).toBe(dismissed);
  });
});
