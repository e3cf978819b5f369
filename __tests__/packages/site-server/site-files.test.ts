/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isPage, pageFile, routeOf, siteFiles } from "../../../packages/site-server/lib/site-files.ts";

describe("pages of the built site", () => {
  test.each([
    ["/docs", "/docs/index.html"],
    ["/docs/api/limits", "/docs/api/limits/index.html"],
  ])("the route %j is the file %j, and back", (route, file) => {
    expect(pageFile(route)).toBe(file);
    expect(routeOf(file)).toBe(route);
    expect(isPage(file)).toBe(true);
  });

  test.each(["/404.html", "/index.html", "/docs.html", "/docsearch/index.html", "/docs/x.md", "/_gatsby/x/index.html"])(
    "%j is no page",
    (file) => {
      expect(isPage(file)).toBe(false);
    },
  );
});

describe("siteFiles", () => {
  test("lists the files relative to the site, sorted, without the compressed copies", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "site-files-"));
    try {
      for (const file of ["docs/index.html", "docs/index.html.br", "app.js.gz", "app.js", "404.html"]) {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), "x");
      }
      expect(siteFiles(root)).toEqual(["/404.html", "/app.js", "/docs/index.html"]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
