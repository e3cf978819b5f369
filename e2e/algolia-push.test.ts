/**
 * The Algolia push, proven on loopback: gatsby-plugin-algolia's own onPostBuild, run with the
 * options gatsby-config gives it (src/node/algolia-push.ts) and a stand-in for Algolia's API
 * (e2e/algolia-stand-in.ts), over the records of the last build (public/search). Then the
 * synonyms push of the site's onPostBuild. No Gatsby build is needed: the plugin reads nothing of
 * GraphQL but a build time, so it is given a fake `graphql`, reporter and cache.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { pathToFileURL } from "node:url";
import type { LocalIndexFile, SearchRecord } from "../src/lib/search/types.ts";
import type { AlgoliaBuildEnvironment } from "../src/node/algolia-push.ts";
import { startAlgoliaStandIn, type AlgoliaStandIn, type BatchBody, type RecordedRequest } from "./algolia-stand-in.ts";

import "../scripts/resolve-ts.ts";
// Imported once the resolve hook is registered: the site's modules import each other without extensions.
const root = pathToFileURL(process.cwd() + "/");
const { algoliaPluginOptions, pushAlgoliaSynonyms } = (await import(
  new URL("src/node/algolia-push.ts", root).href
)) as typeof import("../src/node/algolia-push.ts");
const { ALGOLIA_INDEX_SETTINGS, ALGOLIA_SYNONYMS } = (await import(
  new URL("src/lib/search/algolia-config.ts", root).href
)) as typeof import("../src/lib/search/algolia-config.ts");

/** gatsby-plugin-algolia's build hook, as far as the test calls it (the package ships no types). */
interface AlgoliaPlugin {
  onPostBuild(
    args: {
      graphql: () => Promise<unknown>;
      reporter: typeof reporter;
      cache: { get: (key: string) => Promise<unknown>; set: (key: string, value: unknown) => Promise<unknown> };
    },
    options: ReturnType<typeof algoliaPluginOptions>,
  ): Promise<void>;
}
const plugin: AlgoliaPlugin = createRequire(import.meta.url)("gatsby-plugin-algolia/gatsby-node.js");

const INDEX = "tickwire-docs";
const BUILT = JSON.parse(fs.readFileSync("public/search/local-index.json", "utf8")) as LocalIndexFile;

const reporter = {
  info() {},
  warn() {},
  panicOnBuild(message: string, error?: Error): never {
    throw error ?? new Error(message);
  },
  activityTimer() {
    return { start() {}, end() {}, setStatus() {}, panicOnBuild: reporter.panicOnBuild };
  },
};

/** The build folders made, removed when the suite ends. */
const folders: string[] = [];

/** A build's folder: its local index file holds `records`. */
function buildFolder(records: SearchRecord[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "algolia-push-"));
  folders.push(dir);
  fs.mkdirSync(path.join(dir, "public/search"), { recursive: true });
  fs.writeFileSync(path.join(dir, "public/search/local-index.json"), JSON.stringify({ ...BUILT, records }));
  return dir;
}

let standIn: AlgoliaStandIn;
let env: AlgoliaBuildEnvironment;
before(async () => {
  standIn = await startAlgoliaStandIn();
  env = {
    GATSBY_ALGOLIA_APP_ID: "TESTAPP",
    GATSBY_ALGOLIA_INDEX_NAME: INDEX,
    ALGOLIA_ADMIN_KEY: "admin-key",
    ALGOLIA_HOSTS: standIn.origin,
  };
});
after(async () => {
  await standIn.close();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * One build's push, as Gatsby runs it on a machine without the last build's cache: the plugin's
 * onPostBuild, then the site's synonyms. Resolves with the requests it sent.
 */
async function push(records: SearchRecord[]): Promise<RecordedRequest[]> {
  const since = standIn.requests.length;
  const options = algoliaPluginOptions(env, buildFolder(records));
  const cache = new Map<string, unknown>();
  await plugin.onPostBuild(
    {
      graphql: async () => ({ data: { site: { buildTime: new Date().toISOString() } } }),
      reporter,
      cache: {
        get: async (key: string) => cache.get(key),
        set: async (key: string, value: unknown) => cache.set(key, value),
      },
    },
    options,
  );
  await pushAlgoliaSynonyms(env, reporter);
  return standIn.requests.slice(since);
}

const batches = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === "POST" && request.path === `/1/indexes/${INDEX}/batch`);
const sent = (requests: RecordedRequest[], action: string) =>
  batches(requests).flatMap((request) =>
    (request.body as BatchBody).requests.filter((one) =>
      action === "deleteObject" ? one.action === action : one.action !== "deleteObject",
    ),
  );

describe("Algolia push", () => {
  test("without the write key nothing is configured to be sent", () => {
    assert.equal(algoliaPluginOptions({ ...env, ALGOLIA_ADMIN_KEY: "" }), null);
  });

  test("a first build sends every record in batches of 1000, the settings and the synonyms, with the write key", async () => {
    const requests = await push(BUILT.records);
    assert.ok(
      requests.length > 0 &&
        requests.every(
          (request) =>
            request.headers["x-algolia-api-key"] === "admin-key" &&
            request.headers["x-algolia-application-id"] === "TESTAPP",
        ),
    );
    const records = sent(requests, "updateObject");
    assert.equal(records.length, BUILT.records.length);
    // The plugin sends the batches side by side: they may arrive in either order.
    assert.deepEqual(
      batches(requests)
        .map((request) => (request.body as BatchBody).requests.length)
        .sort((a, b) => b - a),
      [1000, BUILT.records.length - 1000].filter((size) => size > 0),
    );
    assert.ok(
      records.every(
        (one) =>
          /^[0-9a-f]{40}$/.test((one.body.internal as { contentDigest: string }).contentDigest) &&
          typeof one.body.level === "number" &&
          typeof one.body.area === "number",
      ),
    );

    // The settings the plugin sent last; the first assertion checks that they are the site's.
    const settings = requests
      .filter((request) => request.method === "PUT" && request.path === `/1/indexes/${INDEX}/settings`)
      .at(-1)?.body as typeof ALGOLIA_INDEX_SETTINGS;
    assert.deepEqual(settings, JSON.parse(JSON.stringify(ALGOLIA_INDEX_SETTINGS)));
    assert.equal(settings.searchableAttributes[1], "hierarchy.lvl1,trail");
    assert.deepEqual(settings.attributesForFaceting, ["filterOnly(language)", "filterOnly(version)"]);
    assert.deepEqual(
      [settings.minWordSizefor1Typo, settings.minWordSizefor2Typos, settings.queryType],
      [4, 8, "prefixLast"],
    );

    const synonyms = requests.filter((request) => request.path === `/1/indexes/${INDEX}/synonyms/batch`);
    assert.equal(synonyms.length, 1);
    assert.equal(synonyms[0].search.get("replaceExistingSynonyms"), "true");
    assert.deepEqual(synonyms[0].body, JSON.parse(JSON.stringify(ALGOLIA_SYNONYMS)));
    assert.ok(
      (synonyms[0].body as typeof ALGOLIA_SYNONYMS).some(
        (synonym) => synonym.synonyms.includes("equities") && synonym.synonyms.includes("stocks"),
      ),
    );
    assert.equal(standIn.indices.get(INDEX)?.objects.size, BUILT.records.length);
  });

  test("a second build with one changed page sends only that record", async () => {
    const changed = BUILT.records.map((record, index) =>
      index === 5 ? { ...record, content: `${record.content ?? ""} Changed.` } : record,
    );
    const requests = await push(changed);
    assert.deepEqual(
      sent(requests, "updateObject").map((one) => one.body.objectID),
      [BUILT.records[5].objectID],
    );
    assert.deepEqual(sent(requests, "deleteObject"), []);
    assert.equal(standIn.indices.get(INDEX)?.objects.get(BUILT.records[5].objectID)?.content, changed[5].content);
  });

  test("a build without a page deletes its record, and sends nothing else", async () => {
    const gone = BUILT.records.at(-1)?.objectID;
    const remaining = BUILT.records
      .slice(0, -1)
      .map((record, index) => (index === 5 ? { ...record, content: `${record.content ?? ""} Changed.` } : record));
    const requests = await push(remaining);
    assert.deepEqual(sent(requests, "updateObject"), []);
    assert.deepEqual(
      sent(requests, "deleteObject").map((one) => one.body.objectID),
      [gone],
    );
    assert.equal(standIn.indices.get(INDEX)?.objects.has(gone ?? ""), false);
    assert.equal(standIn.indices.get(INDEX)?.objects.size, BUILT.records.length - 1);
  });
});
