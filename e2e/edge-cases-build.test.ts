/**
 * Valid content at the edges must build: a file with a byte order mark, one with CRLF line
 * endings, a non-ASCII title, and a 1 MB page. The unit corpus (__tests__/corpus) runs the
 * checks on them; the fixture site (e2e/fixture-site.ts) builds them with Gatsby, and this reads
 * the pages it wrote. Then one warm rebuild of the fixture, after a guide and a fact changed.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { before, describe, test } from "node:test";
import { EDGE_PAGES, fixtureSite, rebuildFixture, type FixtureBuild } from "./fixture-site.ts";

let site: string;
let result: FixtureBuild;
before(async () => {
  const fixture = await fixtureSite();
  site = fixture.dir;
  result = fixture.build;
});

/** The built HTML of a route of the copy. */
const html = (route: string) => fs.readFileSync(path.join(site, "public", route, "index.html"), "utf8");

describe("valid edge cases build", () => {
  test("the build succeeds", () => {
    assert.equal(result.code, 0, result.output.slice(-3000));
  });

  test("a BOM and CRLF line endings: title, headings and components as in any page", () => {
    assert.match(html("docs/edge/bom"), /<h1[^>]*>Byte order mark<\/h1>/);
    assert.match(html("docs/edge/crlf"), /<h1[^>]*>Windows line endings<\/h1>/);
    assert.match(html("docs/edge/crlf"), /<h2[^>]*id="section"/);
  });

  test("a non-ASCII title is shown as written, escaped, in the h1 and the browser title", () => {
    const page = html("docs/edge/non-ascii-title");
    assert.match(page, /<h1[^>]*>Kurse &amp; Märkte — 株価 · Ελληνικά &lt; 5 ms<\/h1>/);
    assert.match(page, /<title[^>]*>Kurse &amp; Märkte — 株価 · Ελληνικά &lt; 5 ms \| Tickwire Docs<\/title>/);
  });

  test("a 1 MB page is built whole", () => {
    const page = html("docs/edge/large");
    const sections = (EDGE_PAGES["edge/large"].match(/^## Section \d+$/gm) ?? []).length;
    assert.ok(page.includes(`id="section-${sections - 1}"`), `the last of ${sections} sections is missing`);
  });
});

/** Every page the copy's build wrote, as the paths of its HTML files under public/docs. */
function builtPages(dir = path.join(site, "public/docs")): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? builtPages(path.join(dir, entry.name))
        : entry.name === "index.html"
          ? [path.relative(site, path.join(dir, entry.name))]
          : [],
    )
    .sort();
}

describe("a build that reuses the cache", () => {
  // One warm rebuild for both changes: a warm build of the fixture takes most of a minute of the
  // suite's time on a busy two-core machine.
  test("after a guide and a fact changed, the guide is rebuilt, an unedited guide that shows the fact shows its new value, and every page is kept", async () => {
    assert.equal(result.code, 0, "the first build failed");
    const pages = builtPages();
    // Pages made from the specs and symbol lists, which are sourced again when the facts change:
    // the warm build keeps every one of them.
    assert.ok(pages.includes("public/docs/symbols/crypto/bitcoin/index.html"));
    assert.ok(pages.includes("public/docs/api/crypto/get-quote/index.html"));
    const notice = (page: string) => /posted at least (?:<!-- -->)?(\d+)(?:<!-- -->)? hours in advance/.exec(page)?.[1];
    assert.equal(notice(html("docs/platform/status")), "72");
    const added = "Each region runs its own ingest and fan-out, so an outage in one region leaves the others serving.";
    fs.appendFileSync(path.join(site, "content/docs/platform/infrastructure.mdx"), `\n${added}\n`);
    const warm = await rebuildFixture("content/facts.yaml", (text) =>
      text.replace("  noticeHours: 72\n", "  noticeHours: 96\n"),
    );
    assert.equal(warm.code, 0, warm.output.slice(-3000));
    assert.deepEqual(builtPages(), pages);
    assert.ok(html("docs/platform/infrastructure").includes(added));
    // The status guide's content is compiled by its page query, kept from the last build unless it
    // depends on what changed: it must depend on the facts it shows.
    assert.equal(notice(html("docs/platform/status")), "96");
  });
});
