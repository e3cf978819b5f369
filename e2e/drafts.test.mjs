import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { freePort } from "./harness.mjs";
import { buildSite, copySite, startDevelop } from "./site-copy.mjs";

const DRAFT = `---
title: Order book depth
description: Level 2 order book snapshots for US stocks, in preview.
draft: true
---

Order book depth is in preview: snapshots of the ten best bid and ask levels for US stocks.
`;

let site;
before(() => {
  site = copySite();
  fs.writeFileSync(path.join(site, "content/docs/products/order-book.mdx"), DRAFT);
  const sidebar = path.join(site, "content/sidebars/main.yaml");
  fs.writeFileSync(
    sidebar,
    fs
      .readFileSync(sidebar, "utf8")
      .replace(
        "      - { type: doc, id: products/stocks }",
        "      - { type: doc, id: products/stocks }\n      - { type: doc, id: products/order-book }",
      ),
  );
});
after(() => fs.rmSync(site, { recursive: true, force: true }));

describe("drafts", () => {
  test("render in gatsby develop and are listed in DocsVersion.draftIds", async () => {
    const develop = await startDevelop(site, await freePort());
    try {
      const response = await fetch(`${develop.origin}/___graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          query:
            '{ docsVersion { draftIds docs { id } } sitePage(path: { eq: "/docs/products/order-book" }) { path } }',
        }),
      });
      const { data, errors } = await response.json();
      assert.equal(errors, undefined);
      assert.deepEqual(data.docsVersion.draftIds, ["products/order-book"]);
      assert.ok(data.docsVersion.docs.some((doc) => doc.id === "products/order-book"));
      assert.equal(data.sitePage?.path, "/docs/products/order-book");
    } finally {
      develop.stop();
    }
  });

  test("are left out of production builds, pages and sidebars alike", async () => {
    const result = await buildSite(site);
    assert.equal(result.code, 0, result.output.slice(-3000));
    const publicDir = path.join(site, "public");
    assert.equal(fs.existsSync(path.join(publicDir, "docs/products/order-book/index.html")), false);
    assert.ok(fs.existsSync(path.join(publicDir, "docs/products/stocks/index.html")));
    const stocks = fs.readFileSync(path.join(publicDir, "docs/products/stocks/index.html"), "utf8");
    assert.ok(stocks.includes('href="/docs/products/crypto"'), "the sidebar is in the page");
    assert.equal(stocks.includes("/docs/products/order-book"), false, "the sidebar links the draft");
  });
});
