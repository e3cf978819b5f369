/**
 * `gatsby develop` picks up saves of the spec and the symbol lists without a restart: the File
 * nodes of gatsby-source-filesystem drive the source plugins. A broken save is reported with the
 * file and line, develop keeps serving, and the next good save recovers.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { freePort } from "./harness.mjs";
import { copySite, startDevelop, waitFor } from "./site-copy.mjs";

const SPEC = "specs/http-api.openapi.yaml";
const OPERATION_PAGE = "/page-data/docs/api/crypto/get-quote/page-data.json";
const CRYPTO = "content/symbols/crypto.yaml";
const COIN_PAGE = "/page-data/docs/symbols/crypto/cardano/page-data.json";

let site;
let develop;
before(async () => {
  site = copySite();
  develop = await startDevelop(site, await freePort());
});
after(() => {
  develop?.stop();
  fs.rmSync(site, { recursive: true, force: true });
});

/** Rewrites a file of the copy. */
function edit(file, change) {
  const target = path.join(site, file);
  fs.writeFileSync(target, change(fs.readFileSync(target, "utf8")));
}

/** The page data of a page, as text; null while develop answers with an error. */
async function pageData(route) {
  const response = await fetch(`${develop.origin}${route}`);
  return response.ok ? response.text() : null;
}

/** Waits until a page's data contains `text`. */
const waitForPageData = (route, text) =>
  waitFor(async () => (await pageData(route))?.includes(text), `"${text}" in ${route}`);

/** One field of GraphQL, as GraphiQL would answer it. */
async function graphql(query) {
  const response = await fetch(`${develop.origin}/___graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  const { data, errors } = await response.json();
  assert.equal(errors, undefined);
  return data;
}

describe("gatsby develop reloads the sources", () => {
  test("an operation's summary edited in the spec reaches its page and GraphQL", async () => {
    // Develop runs a page's query on its first request.
    await waitForPageData(OPERATION_PAGE, '"summary":"Get quote"');
    edit(SPEC, (text) =>
      text.replace(
        "operationId: crypto-get-quote\n      tags: [crypto]\n      summary: Get quote\n",
        "operationId: crypto-get-quote\n      tags: [crypto]\n      summary: Get a live crypto quote\n",
      ),
    );
    await waitForPageData(OPERATION_PAGE, '"summary":"Get a live crypto quote"');
    const data = await graphql('{ apiOperation(operationId: { eq: "crypto-get-quote" }) { summary } }');
    assert.equal(data.apiOperation.summary, "Get a live crypto quote");
  });

  test("a broken save is reported with the file and line, and the next good save recovers", async () => {
    const line =
      fs
        .readFileSync(path.join(site, SPEC), "utf8")
        .split("\n")
        .findIndex((text) => text.includes("summary: Get a live crypto quote")) + 1;
    const before = develop.output().length;
    // A key written twice: the error is at the second one.
    edit(SPEC, (text) =>
      text.replace("summary: Get a live crypto quote\n", "summary: Get a live crypto quote\n      summary: Again\n"),
    );
    const reported = `${SPEC}:${line + 1}:`;
    await waitFor(() => develop.output().slice(before).includes(reported), `an error naming ${reported}`).catch(
      (error) => {
        throw new Error(`${error.message}\n--- develop output ---\n${develop.output().slice(before).slice(-3000)}`);
      },
    );
    assert.match(
      develop.output().slice(before),
      new RegExp(`Invalid YAML in ${SPEC.replace(/\./g, "\\.")}:${line + 1}:\\d+: `),
    );
    // Develop still serves the last good version.
    assert.ok((await pageData(OPERATION_PAGE))?.includes('"summary":"Get a live crypto quote"'));
    edit(SPEC, (text) =>
      text.replace("summary: Get a live crypto quote\n      summary: Again\n", "summary: Get one crypto quote\n"),
    );
    await waitForPageData(OPERATION_PAGE, '"summary":"Get one crypto quote"');
  });

  test("a coin renamed in its symbol list reaches its page", async () => {
    await waitForPageData(COIN_PAGE, "Cardano (ADA)");
    edit(CRYPTO, (text) =>
      text.replace("  - symbol: ADA\n    name: Cardano\n", "  - symbol: ADA\n    name: Cardano Network\n"),
    );
    await waitForPageData(COIN_PAGE, "Cardano Network (ADA)");
  });
});
