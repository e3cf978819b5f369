/**
 * Debian's nginx with the config generated from the build: the config is written into a temporary
 * prefix, nginx runs in the foreground as a child process with its pid file and error log in that
 * prefix, and is stopped (and the prefix removed) by `stop`. Used by serve-nginx.ts
 * (`DOCS_SERVER=nginx npm start`), the browser tests and bench/nginx.ts.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BASE_PATH } from "../../../src/lib/docs";
import { freePort } from "./free-port.ts";
import { brotliWanted, NGINX } from "./nginx-binary.ts";
import { writeNginxConfig } from "./nginx-config.ts";

/** Where and how to run nginx. */
export interface NginxOptions {
  /** The built site (default public/). */
  root?: string;
  host?: string;
  /** Default: a free port. */
  port?: number;
  workers?: number;
  /** How long nginx may take to answer its first request. */
  timeoutMs?: number;
}

/** A running nginx. */
export interface RunningNginx {
  /** Where it answers, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** Its prefix: config, pid file and error log. */
  prefix: string;
  /** Whether it serves the brotli copies. */
  brotli: boolean;
  pid: number | undefined;
  /** Its error log so far. */
  errorLog: () => string;
  /** Resolves when nginx exits, on its own or stopped. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Stops nginx (gracefully, then with TERM after 5 s) and removes its prefix. */
  stop: () => Promise<void>;
}

/**
 * Starts nginx serving `root` on `host:port` (a free loopback port by default); resolves once it
 * answers a request (at most `timeoutMs`).
 */
export async function startNginx({
  root = "public",
  host = "127.0.0.1",
  port,
  workers = 1,
  timeoutMs = 15_000,
}: NginxOptions = {}): Promise<RunningNginx> {
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
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
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
    const ok = await fetch(`${origin}${BASE_PATH}`, { method: "HEAD", signal: AbortSignal.timeout(1_000) }).then(
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
