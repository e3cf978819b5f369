/**
 * The one fixture site of the browser and build tests: a copy of the site with everything the
 * suites that need a differently built site ask for, built once per `npm run test:e2e` and shared
 * by every suite that reads it:
 * - the test-only pages (TICKWIRE_TEST_PAGES=1: content and layout that crash on demand), the
 *   navbar's hide-on-scroll turned on and analytics configured (chrome-fixtures);
 * - valid content at the edges: a byte order mark, CRLF line endings, a non-ASCII title, a 1 MB
 *   page (edge-cases-build);
 * - a draft guide in the main sidebar (drafts);
 * - Algolia's credentials, with its read and write hosts pointed at stand-ins on loopback; the
 *   stand-in that takes the build's push records what it received (search-algolia).
 *
 * e2e/run.ts sets E2E_FIXTURE_DIR: the first suite that asks builds the copy there and writes
 * what the build said to fixture.json; later suites, each in its own process, read it. A suite
 * run on its own (without E2E_FIXTURE_DIR) builds a copy of its own in a temporary folder.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startAlgoliaStandIn } from "./algolia-stand-in.ts";
import { freePort } from "./harness.ts";
import { buildSite, copySite, type BuildResult } from "./site-copy.ts";

export const MEASUREMENT_ID = "G-TEST12345";
export const ALGOLIA_INDEX = "tickwire-docs";
export const DRAFT_ID = "products/order-book";

const EDGE_CORPUS = "__tests__/fixtures/author-errors/valid";

/** A page of about `bytes` bytes: sections with text, a link and a highlighted code block. */
function largePage(bytes: number): string {
  let body = "---\ntitle: Large page\ndescription: A page of a megabyte.\n---\n\n";
  for (let index = 0; body.length < bytes; index += 1) {
    body += `## Section ${index}\n\n${"Quotes stream in real time over WebSocket, with every plan and every exchange. ".repeat(60)}[the limits](/docs/api/limits).\n\n`;
    body += "```python {1}\nprint('quote')\n```\n\n";
  }
  return body;
}

/** The edge-case pages, by doc id. */
export const EDGE_PAGES = {
  "edge/bom": fs.readFileSync(path.join(EDGE_CORPUS, "bom.mdx")),
  "edge/crlf": fs.readFileSync(path.join(EDGE_CORPUS, "crlf.mdx")),
  "edge/non-ascii-title": fs.readFileSync(path.join(EDGE_CORPUS, "non-ascii-title.mdx")),
  // 35 times the longest guide (data-dictionary, 30 KB), through every step of the build. The
  // build has no size threshold a larger page would cross; the jest corpus runs the checks on a
  // 5 MB page. Both fixture builds compile it: at 5 MB it cost 6 CPU-s more in each.
  "edge/large": largePage(1024 * 1024),
};

export const DRAFT = `---
title: Order book depth
description: Level 2 order book snapshots for US stocks, in preview.
draft: true
---

Order book depth is in preview: snapshots of the ten best bid and ask levels for US stocks.
`;

/** Adds the draft guide to a copy of the site and lists it in the main sidebar. */
export function addDraft(dir: string): void {
  fs.writeFileSync(path.join(dir, `content/docs/${DRAFT_ID}.mdx`), DRAFT);
  editFile(dir, "content/sidebars/main.yaml", (text) =>
    text.replace(
      "      - { type: doc, id: products/stocks }",
      `      - { type: doc, id: products/stocks }\n      - { type: doc, id: ${DRAFT_ID} }`,
    ),
  );
}

function editFile(dir: string, file: string, change: (text: string) => string): void {
  const target = path.join(dir, file);
  fs.writeFileSync(target, change(fs.readFileSync(target, "utf8")));
}

function prepare(dir: string): void {
  editFile(dir, "site.config.ts", (text) =>
    text.replace("hideNavbarOnScroll: false as boolean", "hideNavbarOnScroll: true as boolean"),
  );
  fs.mkdirSync(path.join(dir, "content/docs/edge"));
  for (const [id, text] of Object.entries(EDGE_PAGES)) fs.writeFileSync(path.join(dir, `content/docs/${id}.mdx`), text);
  const items = Object.keys(EDGE_PAGES)
    .map((id) => `      - { type: doc, id: ${id} }`)
    .join("\n");
  editFile(
    dir,
    "content/sidebars/main.yaml",
    (text) => `${text}  - type: category\n    label: Edge cases\n    items:\n${items}\n`,
  );
  addDraft(dir);
}

/** The build's environment: Algolia's hosts are the stand-ins' fixed ports. */
function environment(ports: number[]): Record<string, string> {
  const [write, read] = ports.map((port) => `http://127.0.0.1:${port}`);
  return {
    TICKWIRE_TEST_PAGES: "1",
    GATSBY_GA_MEASUREMENT_ID: MEASUREMENT_ID,
    GATSBY_ALGOLIA_APP_ID: "TESTAPP",
    GATSBY_ALGOLIA_SEARCH_KEY: "search-key",
    GATSBY_ALGOLIA_INDEX_NAME: ALGOLIA_INDEX,
    GATSBY_ALGOLIA_HOSTS: `${write},${read}`,
    ALGOLIA_ADMIN_KEY: "admin-key",
    ALGOLIA_HOSTS: write,
  };
}

/** What the stand-in on the write port received from a build's push. */
export interface Pushed {
  objects: number;
  settings: Record<string, unknown> | null;
  synonyms: unknown[];
}

/** A build of the fixture: how it ended, the tail of its output, and what it pushed to Algolia. */
export interface FixtureBuild extends Pick<BuildResult, "code" | "signal" | "ms" | "output"> {
  pushed: Pushed | null;
}

/** Builds the copy in `dir` with a stand-in taking the push on the write port; what it received. */
async function buildWithPushRecorded(dir: string, ports: number[]): Promise<FixtureBuild> {
  const standIn = await startAlgoliaStandIn({ port: ports[0] });
  try {
    const result = await buildSite(dir, environment(ports));
    const index = standIn.indices.get(ALGOLIA_INDEX);
    const pushed = index ? { objects: index.objects.size, settings: index.settings, synonyms: index.synonyms } : null;
    return { code: result.code, signal: result.signal, ms: result.ms, output: result.output.slice(-6000), pushed };
  } finally {
    await standIn.close();
  }
}

let own: string | undefined;

/** The fixture's folder: E2E_FIXTURE_DIR, or one temporary folder per process. */
function fixtureDir(): string {
  if (process.env.E2E_FIXTURE_DIR) return process.env.E2E_FIXTURE_DIR;
  own ??= fs.mkdtempSync(path.join(os.tmpdir(), "fixture-site-"));
  return own;
}

/** What fixture.json records: the copy's folder, the Algolia stand-ins' ports, the cold build. */
interface FixtureRecord {
  dir: string;
  ports: number[];
  build: FixtureBuild;
}

/** The fixture site: the copy, its built site (publicDir), its cold build and the stand-ins' ports. */
export interface Fixture extends FixtureRecord {
  publicDir: string;
}

/**
 * The fixture site, built on first use: { dir, publicDir, build, ports }, where build is the cold
 * build's { code, ms, output (its tail), pushed } and ports are the Algolia stand-ins' (write, read).
 */
export async function fixtureSite(): Promise<Fixture> {
  const root = fixtureDir();
  const record = path.join(root, "fixture.json");
  if (!fs.existsSync(record)) {
    const dir = copySite();
    prepare(dir);
    const ports = [await freePort(), await freePort()];
    const build = await buildWithPushRecorded(dir, ports);
    fs.mkdirSync(root, { recursive: true });
    fs.writeFileSync(record, JSON.stringify({ dir, ports, build }));
  }
  const fixture = JSON.parse(fs.readFileSync(record, "utf8")) as FixtureRecord;
  return { ...fixture, publicDir: path.join(fixture.dir, "public") };
}

/**
 * Changes a file of the built fixture and builds it again, warm, with the same environment (so
 * Gatsby keeps its cache); the build's result. The change stays: suites after it see it.
 */
export async function rebuildFixture(file: string, change: (text: string) => string): Promise<FixtureBuild> {
  const { dir, ports } = await fixtureSite();
  editFile(dir, file, change);
  return buildWithPushRecorded(dir, ports);
}

/** Removes the fixture's copy; e2e/run.ts calls it once every suite has run. */
export function removeFixture(root = fixtureDir()): void {
  const record = path.join(root, "fixture.json");
  if (fs.existsSync(record))
    fs.rmSync((JSON.parse(fs.readFileSync(record, "utf8")) as FixtureRecord).dir, { recursive: true, force: true });
  fs.rmSync(root, { recursive: true, force: true });
}

// A suite run on its own cleans up after itself.
process.once("exit", () => {
  if (own) removeFixture(own);
});
