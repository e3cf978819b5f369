#!/usr/bin/env node
/**
 * Serves the built site with everything its samples and "Try it" talk to, all on loopback: the
 * site (:9000), the mock WebSocket stream (:4020), the mock HTTP API (:4010) and the Try-it
 * proxy (:4030). No account and no network are needed. Stops all on Ctrl+C. When the docs server
 * exits or cannot start, says why, stops the others and exits non-zero. When a mock or the proxy
 * fails (a spec it cannot use, a port in use), says which and why, and the docs stay up: a
 * helper's failure never takes the documentation down.
 */
import { spawn } from "node:child_process";

/** Time a child gets to stop after SIGTERM before it is killed. */
const STOP_GRACE_MS = 5000;
const DOCS_SERVER = "scripts/serve.mjs";

const children = [
  { name: "docs server (scripts/serve.mjs)", script: DOCS_SERVER },
  { name: "mock stream (scripts/mock-stream.mjs)", script: "scripts/mock-stream.mjs" },
  { name: "mock API (scripts/mock-api.mjs)", script: "scripts/mock-api.mjs" },
  { name: "Try-it proxy (scripts/tryit-proxy.mjs)", script: "scripts/tryit-proxy.mjs" },
].map((child) => ({ ...child, process: spawn(process.execPath, [child.script], { stdio: "inherit" }) }));

let stopping = false;

/** Stops every child still running and sets the exit code. */
function stop(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const { process: child } of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill("SIGTERM");
    setTimeout(
      () => child.exitCode === null && child.signalCode === null && child.kill("SIGKILL"),
      STOP_GRACE_MS,
    ).unref();
  }
}

/** "code 1", "signal SIGSEGV". */
const reason = (code, signal) => (signal ? `signal ${signal}` : `code ${code}`);

/** A child is gone: the docs server takes everything with it; a helper is reported and the docs stay up. */
function ended(child, why) {
  if (stopping) return;
  if (child.script === DOCS_SERVER) {
    const others = children
      .filter((other) => other !== child)
      .map((other) => other.name)
      .join(", ");
    console.error(`\nstart: the ${child.name} ${why}; stopping the ${others}.`);
    stop(1);
    return;
  }
  console.error(
    `\nstart: the ${child.name} ${why}; the docs are still served. Fix the cause above and run npm start again.`,
  );
}

for (const child of children) {
  child.process.once("error", (error) => ended(child, `could not be started (${error.message})`));
  child.process.once("exit", (code, signal) => {
    // Let a Ctrl+C that reached this process too be handled first: then the exit is expected.
    setImmediate(() => ended(child, `exited with ${reason(code, signal)}`));
  });
}

process.once("SIGINT", () => stop(0));
process.once("SIGTERM", () => stop(0));
