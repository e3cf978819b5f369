#!/usr/bin/env node
/**
 * Serves the built site with everything its samples and "Try it" talk to, all on loopback: the
 * site (:9000), the mock WebSocket stream (:4020), the mock HTTP API (:4010) and the Try-it
 * proxy (:4030). No account and no network are needed. Stops all on Ctrl+C, and stops the others,
 * saying which one stopped, when one exits.
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
    if (!stopping) console.error(`The ${child.name} stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
    stop(code ?? 1);
  });
}
process.once("SIGINT", () => stop(0));
process.once("SIGTERM", () => stop(0));
