/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serveBuild, settingsFor } from "../../bench/compare-site.ts";
import { SECURITY_CONFIG_PATH, type SecurityConfig } from "../../src/lib/security-config";

const REFERENCE: SecurityConfig = { tryItProxy: "http://127.0.0.1:4030/api/proxy" };
const OWN: SecurityConfig = { tryItProxy: "https://proxy.example.com/api/proxy" };

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A built site in a temporary folder: a page at /docs/guide and, when given, its security settings. */
function build(settings?: SecurityConfig): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "compare-site-"));
  dirs.push(root);
  fs.mkdirSync(path.join(root, "docs", "guide"), { recursive: true });
  fs.writeFileSync(path.join(root, "docs", "guide", "index.html"), "<!doctype html><title>Guide</title><h1>Guide</h1>");
  if (settings) fs.writeFileSync(path.join(root, SECURITY_CONFIG_PATH), JSON.stringify(settings));
  return root;
}

describe("settingsFor", () => {
  test("a build that recorded its security settings is served with them", () => {
    expect(settingsFor(build(OWN), build(REFERENCE))).toEqual({ settings: OWN, borrowed: false });
  });

  test("a build older than the settings file is served with the reference build's", () => {
    expect(settingsFor(build(), build(REFERENCE))).toEqual({ settings: REFERENCE, borrowed: true });
  });

  test("without settings on either side, it names the file a build writes", () => {
    expect(() => settingsFor(build(), build())).toThrow(/security-config\.json is missing/);
  });
});

describe("serveBuild", () => {
  test("serves a build without security settings or redirects, with the reference's policy", async () => {
    const served = await serveBuild(build(), build(REFERENCE));
    try {
      expect(served.name).toMatch(/security settings of /);
      const page = await fetch(`${served.origin}/docs/guide`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("<h1>Guide</h1>");
      expect(page.headers.get("content-security-policy")).toContain("connect-src 'self' http://127.0.0.1:4030");
      expect((await fetch(`${served.origin}/docs/nowhere`)).status).toBe(404);
    } finally {
      await served.stop();
    }
  });
});
