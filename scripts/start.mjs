#!/usr/bin/env node
/**
 * Serves the built site with everything its samples and "Try it" talk to, all on loopback: the
 * site (:9000), the mock WebSocket stream (:4020), the mock HTTP API (:4010) and the Try-it
 * proxy (:4030). No account and no network are needed. Stops all on Ctrl+C, and all when the docs
 * server exits; when a mock or the proxy fails (a spec it cannot use, a port in use), it says so
 * and the docs stay up.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";

const SERVICES = [
  { name: "docs server", script: "scripts/serve.mjs" },
  { name: "mock stream", script: "scripts/mock-stream.mjs" },
  { name: "mock API", script: "scripts/mock-api.mjs" },
  { name: "Try-it proxy", script: "scripts/tryit-proxy.mjs" },
].filter((service) => fs.existsSync(service.script));

const children = SERVICES.map((service) => ({ ...service, process: spawn(process.execPath, [service.script], { stdio: "inherit" }) }));

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.process.exitCode === null) child.process.kill("SIGTERM");
  process.exitCode = code;
}

for (const child of children) {
  child.process.once("exit", (code, signal) => {
    if (stopping) return;
    // A helper failing must not take the docs down with it: it has said why above.
    if (child.script !== "scripts/serve.mjs" && code !== 0) {
      console.error(`The ${child.name} stopped (${signal ?? `exit code ${code}`}); the docs are still served. Fix the cause above and run npm start again.`);
      return;
    }
    if (code !== 0) console.error(`The ${child.name} stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
    stop(code ?? 1);
  });
}
process.once("SIGINT", () => stop(0));
process.once("SIGTERM", () => stop(0));
