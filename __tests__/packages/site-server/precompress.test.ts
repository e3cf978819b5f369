/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import zlib from "zlib";
import { LARGE_FILE_BYTES, brotliQuality, isFetched, precompress } from "../../../packages/site-server/lib/precompress";

let root: string;
let manifest: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
  manifest = path.join(root, "..", `${path.basename(root)}-files.json`);
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(manifest, { force: true });
});

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const page = "<p>" + "Quotes for every listed stock, index and coin. ".repeat(200) + "</p>";

test("writes a gzip and a brotli copy of each compressible file, each decompressing to the file", async () => {
  write("docs/index.html", page);
  write("app.js", page);
  write("logo.png", page);
  const stats = await precompress(root, manifest);
  expect(stats).toMatchObject({ files: 2, written: 4, kept: 0, removed: 0 });
  const html = path.join(root, "docs/index.html");
  expect(zlib.gunzipSync(fs.readFileSync(`${html}.gz`)).toString()).toBe(page);
  expect(zlib.brotliDecompressSync(fs.readFileSync(`${html}.br`)).toString()).toBe(page);
  expect(fs.existsSync(path.join(root, "logo.png.gz"))).toBe(false);
});

test("a file written again with the same content keeps its copies, made as new as the file", async () => {
  write("docs/index.html", page);
  await precompress(root, manifest);
  const html = path.join(root, "docs/index.html");
  const past = new Date(Date.now() - 60_000);
  fs.utimesSync(`${html}.gz`, past, past);
  write("docs/index.html", page);
  const stats = await precompress(root, manifest);
  expect(stats).toMatchObject({ written: 0, kept: 2 });
  expect(fs.statSync(`${html}.gz`).mtimeMs).toBeGreaterThanOrEqual(fs.statSync(html).mtimeMs);
});

test("a file with the size and time its copies were made from is not read again", async () => {
  write("docs/index.html", page);
  const html = path.join(root, "docs/index.html");
  const then = new Date(Date.now() - 60_000);
  fs.utimesSync(html, then, then);
  await precompress(root, manifest);
  // Other bytes of the same length under the recorded time: only a file left alone looks so.
  fs.writeFileSync(html, page.replace("Quotes", "Prices"));
  fs.utimesSync(html, then, then);
  const stats = await precompress(root, manifest);
  expect(stats).toMatchObject({ files: 1, written: 0, kept: 2 });
  expect(zlib.gunzipSync(fs.readFileSync(`${html}.gz`)).toString()).toBe(page);
});

test("a file of the same size written again with other bytes is compressed again", async () => {
  write("docs/index.html", page);
  await precompress(root, manifest);
  const html = path.join(root, "docs/index.html");
  const later = new Date(fs.statSync(html).mtimeMs + 5_000);
  fs.writeFileSync(html, page.replace("Quotes", "Prices"));
  fs.utimesSync(html, later, later);
  const stats = await precompress(root, manifest);
  expect(stats).toMatchObject({ written: 2, kept: 0 });
  expect(zlib.gunzipSync(fs.readFileSync(`${html}.gz`)).toString()).toContain("Prices");
});

test("a changed file is compressed again; a copy whose file is gone is removed", async () => {
  write("docs/index.html", page);
  write("docs/old.html", page);
  await precompress(root, manifest);
  write("docs/index.html", `${page}<p>Changed.</p>`);
  fs.rmSync(path.join(root, "docs/old.html"));
  const stats = await precompress(root, manifest);
  expect(stats).toMatchObject({ files: 1, written: 2, removed: 2 });
  const html = path.join(root, "docs/index.html");
  expect(zlib.gunzipSync(fs.readFileSync(`${html}.gz`)).toString()).toContain("Changed.");
  expect(fs.existsSync(path.join(root, "docs/old.html.br"))).toBe(false);
});

test("a copy that would not be smaller is not written", async () => {
  write("tiny.txt", "a");
  const stats = await precompress(root, manifest);
  expect(stats.written).toBe(0);
  expect(fs.existsSync(path.join(root, "tiny.txt.gz"))).toBe(false);
});

test("files no reader fetches get no copies, and copies left from before are removed", async () => {
  write("_gatsby/slices/sidebar-main-1.html", page);
  write("search/local-index.json", page);
  write("search/head.json", page);
  write("_gatsby/slices/sidebar-main-1.html.br", "stale");
  const stats = await precompress(root, manifest);
  expect(stats).toMatchObject({ files: 1, written: 2, removed: 1 });
  expect(fs.readdirSync(path.join(root, "search")).sort()).toEqual([
    "head.json",
    "head.json.br",
    "head.json.gz",
    "local-index.json",
  ]);
  expect(fs.readdirSync(path.join(root, "_gatsby/slices"))).toEqual(["sidebar-main-1.html"]);
});

test("brotli's best setting goes to the bundles' scripts and styles, the next one to the rest, a faster one to large files", () => {
  expect(
    ["app-1a2b.js", "component---src-templates-doc-tsx-9f8e.js", "styles.css"].map((file) => brotliQuality(file)),
  ).toEqual([11, 11, 11]);
  expect(
    [
      "docs/index.html",
      "page-data/docs/page-data.json",
      "slice-data/x.json",
      "search/terms-1-ab.json",
      "docs/index.md",
      "llms-full.txt",
      "samples/q.json",
    ].map((file) => brotliQuality(file)),
  ).toEqual([10, 10, 10, 10, 10, 10, 10]);
  expect(brotliQuality("llms-full.txt", LARGE_FILE_BYTES - 1)).toBe(10);
  expect(brotliQuality("llms-full.txt", LARGE_FILE_BYTES)).toBe(9);
  expect(brotliQuality("app-1a2b.js", 4 * LARGE_FILE_BYTES)).toBe(11);
  expect(["docs/index.html", "search/head.json"].every(isFetched)).toBe(true);
  expect(["_gatsby/slices/a.html", "search/local-index.json"].some(isFetched)).toBe(false);
});
