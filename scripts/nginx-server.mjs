// @ts-check
/**
 * Debian's nginx with the config scripts/nginx-config.mjs generates from the build: the config is
 * written into a temporary prefix, nginx runs in the foreground as a child process with its pid
 * file and error log in that prefix, and is stopped (and the prefix removed) by `stop`. Used by
 * `DOCS_SERVER=nginx npm start` (scripts/serve-nginx.mjs), the browser tests and bench/nginx.mjs.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port.mjs";
import { brotliWanted, writeNginxConfig } from "./nginx-config.mjs";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** Why nginx cannot be used here, or null. */
export function nginxMissing() {
  return fs.existsSync(NGINX) ? null : `${NGINX} is not installed (apt-get install nginx; .ci/run installs it)`;
}

/**
 * Starts nginx serving `root` on `host:port` (a free loopback port by default); resolves once it
 * answers a request (at most `timeoutMs`).
 * @param {{ root?: string, host?: string, port?: number, workers?: number, timeoutMs?: number }} [options]
 */
export async function startNginx({ root = "public", host = "127.0.0.1", port, workers = 1, timeoutMs = 15_000 } = {}) {
  const listenPort = port ?? (await freePort(host));
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "tickwire-nginx-"));
  const brotli = brotliWanted(process.env.NGINX_BROTLI ?? "auto");
  const { wrapperFile } = writeNginxConfig({
    root: path.resolve(root),
    out: prefix,
    listen: `${host}:${listenPort}`,
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
  // A wildcard address is reached on loopback.
  const origin = `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${listenPort}`;
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
  return { origin, prefix, brotli, pid: child.pid, errorLog, exited, stop };
}
