/**
 * A throw-away copy of the site for build tests: the sources are copied, node_modules is linked,
 * one file is changed, and `gatsby build` runs in the copy.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const SOURCES = ["package.json", "tsconfig.json", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "site.config.ts", "src", "content", "static"];

/** Copies the site into a temporary folder and returns its path. */
export function copySite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-copy-"));
  for (const entry of SOURCES) {
    fs.cpSync(entry, path.join(dir, entry), { recursive: true, filter: (source) => !source.endsWith("gatsby-types.d.ts") });
  }
  fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/** Runs `gatsby build` in `dir` and resolves with its exit code and output, colours stripped. */
export function buildSite(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(dir, "node_modules/.bin/gatsby"), ["build"], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NO_COLOR: "1", FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    // eslint-disable-next-line no-control-regex
    child.once("exit", (code) => resolve({ code, output: output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "") }));
  });
}
