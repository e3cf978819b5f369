/** @jest-environment node */
import {
  BASE_PATH,
  categoryRoute,
  docIdFromRelativePath,
  excludesDrafts,
  publishedDocs,
  routeForDocId,
} from "../../src/lib/docs";
import { routeProblem } from "../../src/lib/routes";

test("base path", () => {
  expect(BASE_PATH).toBe("/docs");
});

test.each([
  ["account/trial.mdx", "account/trial"],
  ["products/index.mdx", "products/index"],
  ["index.mdx", "index"],
  ["api\\limits.mdx", "api/limits"],
  ["notes.md", "notes"],
  ["v1.2/changes.mdx", "v1.2/changes"],
])("doc id of %j is %j", (relativePath, id) => {
  expect(docIdFromRelativePath(relativePath)).toBe(id);
});

test.each([
  ["account/trial", "/docs/account/trial"],
  ["products/index", "/docs/products"],
  ["index", "/docs"],
  ["api/reference/index", "/docs/api/reference"],
  // Only a whole "index" segment is dropped.
  ["reindex", "/docs/reindex"],
  ["api/reindex", "/docs/api/reindex"],
])("route of %j is %j", (id, route) => {
  expect(routeForDocId(id)).toBe(route);
  expect(routeProblem(route)).toBeNull();
});

test("category routes live under /docs/category", () => {
  expect(categoryRoute("http-api")).toBe("/docs/category/http-api");
});

describe("drafts", () => {
  const docs = [
    { id: "platform/status", draft: false },
    { id: "platform/roadmap", draft: true },
    { id: "index", draft: false },
  ];

  test.each([
    ["production", true],
    ["development", false],
    [undefined, false],
  ])("NODE_ENV=%s leaves drafts out: %s", (nodeEnv, expected) => {
    expect(excludesDrafts(nodeEnv)).toBe(expected);
  });

  test("a production build publishes every doc but the drafts, in order", () => {
    expect(publishedDocs(docs, true).map((doc) => doc.id)).toEqual(["platform/status", "index"]);
  });

  test("development publishes drafts too, in a new array", () => {
    const published = publishedDocs(docs, false);
    expect(published).toEqual(docs);
    expect(published).not.toBe(docs);
  });
});
