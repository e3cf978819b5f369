/** @jest-environment node */
import { overlayError } from "../../src/lib/overlay-error";

describe("overlayError", () => {
  test("locates the error at the first line the message names in its file", () => {
    const message =
      'Invalid sidebar content/sidebars/main.yaml:\n  - content/sidebars/main.yaml:12: "type" must be one of "doc", "link"';
    expect(overlayError(message, "content/sidebars/main.yaml", "/site")).toEqual({
      level: "ERROR",
      code: "content",
      text: message,
      filePath: "/site/content/sidebars/main.yaml",
      location: { start: { line: 12 } },
      context: { sourceMessage: "Invalid sidebar content/sidebars/main.yaml:" },
    });
  });

  test("names the file alone when the message gives no line in it", () => {
    const error = overlayError("Missing sidebar file(s): content/sidebars/api.yaml.", "content/sidebars", "/site");
    expect(error.filePath).toBe("/site/content/sidebars");
    expect(error.location).toBeUndefined();
  });

  test("a dot in the file name is not a wildcard", () => {
    expect(
      overlayError("content/sidebars/mainXyaml:3: x", "content/sidebars/main.yaml", "/s").location,
    ).toBeUndefined();
  });
});
