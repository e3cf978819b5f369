/** @jest-environment node */
import { AuthorError, closest, editDistance } from "../../src/lib/author-error";

test("AuthorError carries the file and a fixed name", () => {
  const error = new AuthorError("content/docs/x.mdx", "Bad frontmatter");
  expect(error).toBeInstanceOf(Error);
  expect(error.name).toBe("AuthorError");
  expect(error.message).toBe("Bad frontmatter");
  expect(error.file).toBe("content/docs/x.mdx");
});

test.each([
  ["", "", 0],
  ["abc", "", 3],
  ["", "abc", 3],
  ["kitten", "sitting", 3],
  ["flaw", "lawn", 2],
  ["platform/status", "platform/status", 0],
  ["account/index", "account/trial", 5],
])("editDistance(%j, %j) = %d", (a, b, distance) => {
  expect(editDistance(a, b)).toBe(distance);
  expect(editDistance(b, a)).toBe(distance);
});

test("closest returns the nearest candidates first, ties in alphabetical order", () => {
  const ids = ["platform/status", "platform/overview", "platform/roadmap", "platform/getting-started", "index"];
  expect(closest("platform/getting-startd", ids)).toEqual([
    "platform/getting-started",
    "platform/status",
    "platform/overview",
  ]);
  expect(closest("platform/getting-startd", ids, 4)).toEqual([
    "platform/getting-started",
    "platform/status",
    "platform/overview",
    "platform/roadmap",
  ]);
  expect(closest("b", ["c", "a", "bb"], 3)).toEqual(["a", "bb", "c"]);
  expect(closest("x", [])).toEqual([]);
});
