/**
 * A throw-away copy of the site for build tests: the sources are copied, node_modules is linked,
 * one file is changed, and `gatsby build` runs in the copy.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const SOURCES = ["package.json", "tsconfig.json", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.ts", "gatsby-ssr.tsx", "site.config.ts", "src", "content", "specs", "plugins", "static", "e2e/fixtures"];

/** Copies the site into a temporary folder and returns its path. */
export function copySite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-copy-"));
  for (const entry of SOURCES) {
    fs.cpSync(entry, path.join(dir, entry), { recursive: true, filter: (source) => !source.endsWith("gatsby-types.d.ts") });
  }
  fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

// eslint-disable-next-line no-control-regex
const stripColours = (text) => text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "");

/** Longest a build of a copy may take; a full cold build takes about a minute here. */
const BUILD_TIMEOUT_MS = Number(process.env.E2E_BUILD_TIMEOUT_MS ?? 6 * 60_000);

function gatsby(dir, args, env = {}) {
  return spawn(path.join(dir, "node_modules/.bin/gatsby"), args, {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NO_COLOR: "1", FORCE_COLOR: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so a build that hangs can be stopped with its workers.
    detached: true,
  });
}

/**
 * Runs `gatsby build` in `dir` (with extra environment variables) and resolves with its exit code
 * and output, colours stripped. A build still running after BUILD_TIMEOUT_MS is killed, with its
 * workers, and resolves with code null and the output so far: a failed test, not a hung run.
 */
export function buildSite(dir, env = {}) {
  return new Promise((resolve, reject) => {
    const child = gatsby(dir, ["build"], env);
    let output = "";
    const timer = setTimeout(() => {
      output += `\n[gatsby build did not finish within ${BUILD_TIMEOUT_MS / 1000} s and was stopped]\n`;
      process.kill(-child.pid, "SIGKILL");
    }, BUILD_TIMEOUT_MS);
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output: stripColours(output) });
    });
  });
}

/** Starts `gatsby develop` in `dir` on `port`; resolves once it serves, with a way to stop it. */
export function startDevelop(dir, port) {
  return new Promise((resolve, reject) => {
    const child = gatsby(dir, ["develop", "--host", "127.0.0.1", "--port", String(port)]);
    let output = "";
    const onData = (chunk) => {
      output += chunk;
      if (output.includes("You can now view")) resolve({ origin: `http://127.0.0.1:${port}`, stop: () => child.kill() });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`gatsby develop exited with ${code}:\n${stripColours(output).slice(-2000)}`)));
  });
}
