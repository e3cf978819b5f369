/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import {
  createFileCache,
  etagOf,
  isNotModified,
  negotiateEncoding,
} from "../../../packages/site-server/lib/static-files.ts";

describe("negotiateEncoding", () => {
  test.each([
    [undefined, null],
    ["", null],
    ["identity", null],
    ["gzip", "gzip"],
    ["x-gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0", null],
    ["br;q=0", null],
    ["*", "br"],
    ["*;q=0.1, gzip;q=0.5", "gzip"],
    ["gzip;q=0, *", "br"],
    ["BR , GZIP", "br"],
    ["br;q=abc, gzip", "gzip"],
    ["deflate", null],
  ])("%j → %j", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe("createFileCache", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-files-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("reads a file once, computes its headers once, and compresses it once per encoding", async () => {
    const file = path.join(dir, "page.html");
    const text = "<p>hello</p>".repeat(500);
    fs.writeFileSync(file, text);
    const headersFor = jest.fn(() => ({ "X-Test": "1" }));
    const cache = createFileCache({ headersFor });
    const first = await cache.get(file, fs.statSync(file))!;
    const second = await cache.get(file, fs.statSync(file))!;
    expect(second).toBe(first);
    expect(headersFor).toHaveBeenCalledTimes(1);
    expect(first.headers).toEqual({ "Content-Type": "text/html; charset=utf-8", "X-Test": "1" });
    const [br1, br2] = await Promise.all([cache.variant(first, "br"), cache.variant(first, "br")]);
    expect(br1).toBe(br2);
    expect(zlib.brotliDecompressSync(br1!).toString()).toBe(text);
    expect(zlib.gunzipSync((await cache.variant(first, "gzip"))!).toString()).toBe(text);
  });

  test("a changed file is read again, with a new ETag", async () => {
    const file = path.join(dir, "data.json");
    fs.writeFileSync(file, '{"a":1}');
    const cache = createFileCache();
    const before = await cache.get(file, fs.statSync(file))!;
    fs.writeFileSync(file, '{"a":22}');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const after = await cache.get(file, fs.statSync(file))!;
    expect(after.body.toString()).toBe('{"a":22}');
    expect(after.etag).not.toBe(before.etag);
  });

  test("a .br or .gz file next to the file is used when it is as new", async () => {
    const file = path.join(dir, "app.js");
    fs.writeFileSync(file, "x".repeat(1000));
    fs.writeFileSync(`${file}.br`, "precompressed");
    const cache = createFileCache();
    const entry = await cache.get(file, fs.statSync(file))!;
    expect((await cache.variant(entry, "br"))!.toString()).toBe("precompressed");
  });

  test("compressing is skipped when it would not make the file smaller", async () => {
    const file = path.join(dir, "tiny.txt");
    fs.writeFileSync(file, "a");
    const cache = createFileCache();
    const entry = await cache.get(file, fs.statSync(file))!;
    expect(await cache.variant(entry, "gzip")).toBeNull();
  });

  test("If-None-Match matches any representation's ETag (weak too) or *, else If-Modified-Since decides", async () => {
    const file = path.join(dir, "page.html");
    fs.writeFileSync(file, "<p>x</p>");
    const entry = await createFileCache().get(file, fs.statSync(file))!;
    expect(etagOf(entry, "gzip")).toBe(`${entry.etag.slice(0, -1)}-gzip"`);
    expect(isNotModified({ "if-none-match": entry.etag }, entry)).toBe(true);
    expect(isNotModified({ "if-none-match": `W/${etagOf(entry, "br")}` }, entry)).toBe(true);
    expect(isNotModified({ "if-none-match": `"a", ${etagOf(entry, "gzip")}` }, entry)).toBe(true);
    expect(isNotModified({ "if-none-match": "*" }, entry)).toBe(true);
    expect(isNotModified({ "if-none-match": '"other"', "if-modified-since": entry.lastModified }, entry)).toBe(false);
    expect(isNotModified({ "if-modified-since": entry.lastModified }, entry)).toBe(true);
    expect(
      isNotModified({ "if-modified-since": new Date((entry.modifiedSeconds - 1) * 1000).toUTCString() }, entry),
    ).toBe(false);
    expect(isNotModified({ "if-modified-since": "garbage" }, entry)).toBe(false);
    expect(isNotModified({}, entry)).toBe(false);
  });

  test("Last-Modified names the second the file was written in, even in its last half millisecond", async () => {
    const file = path.join(dir, "late.json");
    fs.writeFileSync(file, "{}");
    const written = new Date("2026-03-02T10:20:30.000Z");
    const stat = {
      ...fs.statSync(file),
      mtimeMs: written.getTime() + 999.7,
      mtime: new Date(written.getTime() + 1000),
    };
    const entry = await createFileCache().get(file, stat as fs.Stats)!;
    expect(entry.lastModified).toBe(written.toUTCString());
    expect(isNotModified({ "if-modified-since": entry.lastModified }, entry)).toBe(true);
    expect(isNotModified({ "if-modified-since": new Date(written.getTime() - 1000).toUTCString() }, entry)).toBe(false);
  });
});
