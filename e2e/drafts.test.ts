/**
 * Drafts are left out of production builds: the fixture site (e2e/fixture-site.ts) has a draft
 * guide listed in the main sidebar. That drafts render in develop is checked by
 * e2e/develop-reload.test.ts, on the suite's one develop server.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { before, describe, test } from "node:test";
import { DRAFT_ID, fixtureSite } from "./fixture-site.ts";

let publicDir: string;
before(async () => {
  const fixture = await fixtureSite();
  assert.equal(fixture.build.code, 0, fixture.build.output);
  publicDir = fixture.publicDir;
});

describe("drafts", () => {
  test("are left out of production builds, pages and sidebars alike", () => {
    assert.equal(fs.existsSync(path.join(publicDir, `docs/${DRAFT_ID}/index.html`)), false);
    assert.ok(fs.existsSync(path.join(publicDir, "docs/products/stocks/index.html")));
    const stocks = fs.readFileSync(path.join(publicDir, "docs/products/stocks/index.html"), "utf8");
    assert.ok(stocks.includes('href="/docs/products/crypto"'), "the sidebar is in the page");
    assert.equal(stocks.includes(`/docs/${DRAFT_ID}`), false, "the sidebar links the draft");
  });
});
