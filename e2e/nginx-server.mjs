/**
 * Debian's nginx on loopback with the config scripts/nginx-config.mjs generates from the build:
 * the config is written into a temporary prefix with a free port, nginx runs in the foreground
 * as a child process with its pid file and error log in that prefix, and is stopped (and the
 * prefix removed) by `stop`. Used by e2e/nginx.test.mjs and bench/nginx.mjs.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliWanted, writeNginxConfig } from "../scripts/nginx-config.mjs";
import { freePort } from "./harness.mjs";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** Why nginx cannot be used here, or null. */
export function nginxMissing() {
  return fs.existsSync(NGINX) ? null : `${NGINX} is not installed (apt-get install nginx; .ci/run installs it)`;
}

/**
 * Starts nginx serving `root`; resolves once it answers a request (at most `timeoutMs`).
 * @param {{ root?: string, workers?: number, timeoutMs?: number }} [options]
 */
export async function startNginx({ root = "public", workers = 1, timeoutMs = 15_000 } = {}) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "tickwire-nginx-"));
  const port = await freePort();
  const brotli = brotliWanted(process.env.NGINX_BROTLI ?? "auto");
  const { wrapperFile } = writeNginxConfig({
    root: path.resolve(root),
    out: prefix,
    listen: `127.0.0.1:${port}`,
    brotli,
    workers,
  });
  const child = spawn(NGINX, ["-p", `${prefix}/`, "-c", wrapperFile], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const errorLog = () => {
    try {
      return fs.readFileSync(path.join(prefix, "error.log"), "utf8");
    } catch {
      return "";
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // QUIT: graceful; TERM after 5 s.
      child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGTERM"), 5_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const log = `${stderr}${errorLog()}`.trim();
      await stop();
      throw new Error(`nginx exited at start: ${log}`);
    }
    const ok = await fetch(`${origin}/docs`, { method: "HEAD", signal: AbortSignal.timeout(1_000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      const log = `${stderr}${errorLog()}`.trim();
      await stop();
      throw new Error(`nginx did not answer within ${timeoutMs} ms: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { origin, prefix, brotli, pid: child.pid, errorLog, stop };
}
