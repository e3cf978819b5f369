/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { defaultMemo, pageScripts } from "../../../packages/site-server/lib/page-scripts";
import { inlineScriptHashes } from "../../../packages/site-server/lib/security-headers";

let root: string;
let memo: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "page-scripts-"));
  memo = path.join(root, "..", `${path.basename(root)}-memo.json`);
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(memo, { force: true });
});

const write = (file: string, html: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), html);
};
const pageWith = (script: string) => `<!doctype html><html><head><script>${script}</script></head><body></body></html>`;
const PAGES = ["/docs/index.html", "/docs/api/index.html"];

test("reads every page the first time, with its HTML and the hashes security-headers.ts finds in it", () => {
  write(PAGES[0], pageWith("window.a = 1"));
  write(PAGES[1], pageWith("window.b = 2"));
  const scripts = pageScripts(root, PAGES, memo);
  for (const file of PAGES) {
    const html = fs.readFileSync(path.join(root, file), "utf8");
    expect(scripts.get(file)).toEqual({ html, hashes: inlineScriptHashes(html) });
  }
});

test("a page unchanged since the last call is not read again; its hashes are the ones read then", () => {
  write(PAGES[0], pageWith("window.a = 1"));
  write(PAGES[1], pageWith("window.b = 2"));
  const first = pageScripts(root, PAGES, memo);
  const second = pageScripts(root, PAGES, memo);
  for (const file of PAGES) expect(second.get(file)).toEqual({ html: null, hashes: first.get(file)?.hashes });
});

test("a page rewritten since is read again, the others are not", () => {
  write(PAGES[0], pageWith("window.a = 1"));
  write(PAGES[1], pageWith("window.b = 2"));
  pageScripts(root, PAGES, memo);
  const rewritten = pageWith("window.a = 'rewritten'");
  write(PAGES[0], rewritten);
  // A rewrite within the clock's resolution keeps the time: the size alone must tell.
  const scripts = pageScripts(root, PAGES, memo);
  expect(scripts.get(PAGES[0])).toEqual({ html: rewritten, hashes: inlineScriptHashes(rewritten) });
  expect(scripts.get(PAGES[1])?.html).toBeNull();
});

test("a page with the recorded size but another time is read again", () => {
  write(PAGES[0], pageWith("window.a = 1"));
  pageScripts(root, PAGES.slice(0, 1), memo);
  const sameSize = pageWith("window.a = 2");
  write(PAGES[0], sameSize);
  const later = new Date(Date.now() + 5_000);
  fs.utimesSync(path.join(root, PAGES[0]), later, later);
  expect(pageScripts(root, PAGES.slice(0, 1), memo).get(PAGES[0])).toEqual({
    html: sameSize,
    hashes: inlineScriptHashes(sameSize),
  });
});

test("without a memo every page is read each time, and nothing is written", () => {
  write(PAGES[0], pageWith("window.a = 1"));
  pageScripts(root, PAGES.slice(0, 1));
  expect(pageScripts(root, PAGES.slice(0, 1)).get(PAGES[0])?.html).not.toBeNull();
  expect(fs.existsSync(memo)).toBe(false);
});

test("a memo that cannot be read counts as none", () => {
  write(PAGES[0], pageWith("window.a = 1"));
  fs.writeFileSync(memo, "{ not json");
  expect(pageScripts(root, PAGES.slice(0, 1), memo).get(PAGES[0])?.html).not.toBeNull();
});

test("the memo is kept with the tools' caches, beside the built site's project", () => {
  expect(defaultMemo("/srv/site/public")).toBe("/srv/site/node_modules/.cache/nginx-config/page-scripts.json");
});
