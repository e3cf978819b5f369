/**
 * Valid content at the edges must build: a file with a byte order mark, one with CRLF line
 * endings, a non-ASCII title, and a 5 MB page. The unit corpus (__tests__/corpus) runs the
 * checks on them; this builds them with Gatsby and reads the pages it wrote.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { buildSite, copySite } from "./site-copy.mjs";

const CORPUS = "__tests__/fixtures/author-errors/valid";

/** A page of about `bytes` bytes: sections with text, a link and a highlighted code block. */
function largePage(bytes) {
  let body = "---\ntitle: Large page\ndescription: A page of five megabytes.\n---\n\n";
  for (let index = 0; body.length < bytes; index += 1) {
    body += `## Section ${index}\n\n${"Quotes stream in real time over WebSocket, with every plan and every exchange. ".repeat(60)}[the limits](/docs/api/limits).\n\n`;
    body += "```python {1}\nprint('quote')\n```\n\n";
  }
  return body;
}

const PAGES = {
  "edge/bom": fs.readFileSync(path.join(CORPUS, "bom.mdx")),
  "edge/crlf": fs.readFileSync(path.join(CORPUS, "crlf.mdx")),
  "edge/non-ascii-title": fs.readFileSync(path.join(CORPUS, "non-ascii-title.mdx")),
  "edge/large": largePage(5 * 1024 * 1024),
};

let site;
let result;
before(async () => {
  site = copySite();
  fs.mkdirSync(path.join(site, "content/docs/edge"));
  for (const [id, text] of Object.entries(PAGES)) fs.writeFileSync(path.join(site, `content/docs/${id}.mdx`), text);
  const sidebar = path.join(site, "content/sidebars/main.yaml");
  const items = Object.keys(PAGES)
    .map((id) => `      - { type: doc, id: ${id} }`)
    .join("\n");
  fs.appendFileSync(sidebar, `  - type: category\n    label: Edge cases\n    items:\n${items}\n`);
  result = await buildSite(site);
});
after(() => fs.rmSync(site, { recursive: true, force: true }));

/** The built HTML of a route of the copy. */
const html = (route) => fs.readFileSync(path.join(site, "public", route, "index.html"), "utf8");

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

  test("a 5 MB page is built whole", () => {
    const page = html("docs/edge/large");
    const sections = PAGES["edge/large"].match(/^## Section \d+$/gm).length;
    assert.ok(page.includes(`id="section-${sections - 1}"`), `the last of ${sections} sections is missing`);
  });
});

describe("a build that reuses the cache", () => {
  test("a fact changed since the last build reaches the guides that show it", async () => {
    assert.equal(result.code, 0, "the first build failed");
    const notice = (page) => /posted at least (?:<!-- -->)?(\d+)(?:<!-- -->)? hours in advance/.exec(page)?.[1];
    assert.equal(notice(html("docs/platform/status")), "72");
    const facts = path.join(site, "content/facts.yaml");
    fs.writeFileSync(facts, fs.readFileSync(facts, "utf8").replace("  noticeHours: 72\n", "  noticeHours: 96\n"));
    const warm = await buildSite(site);
    assert.equal(warm.code, 0, warm.output.slice(-3000));
    // The compiled MDX is cached by webpack: it must know that the guide depends on the facts.
    assert.equal(notice(html("docs/platform/status")), "96");
  });
});
