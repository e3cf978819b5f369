#!/usr/bin/env node
/**
 * Serves the built site and runs the local mock stream next to it, so the WebSocket samples in
 * the docs work against ws://127.0.0.1:4020/v1 with no account and no network. Stops both on
 * Ctrl+C. When one of them exits or cannot start, says which and why, stops the other, and exits
 * non-zero: never one of the two left running alone.
 */
import { spawn } from "node:child_process";

/** Time a child gets to stop after SIGTERM before it is killed. */
const STOP_GRACE_MS = 5000;

const children = [
  { name: "docs server (scripts/serve.mjs)", script: "scripts/serve.mjs" },
  { name: "mock stream (scripts/mock-stream.mjs)", script: "scripts/mock-stream.mjs" },
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
    setTimeout(() => child.exitCode === null && child.signalCode === null && child.kill("SIGKILL"), STOP_GRACE_MS).unref();
  }
}

/** "code 1", "signal SIGSEGV". */
const reason = (code, signal) => (signal ? `signal ${signal}` : `code ${code}`);

for (const child of children) {
  const others = children.filter((other) => other !== child).map((other) => other.name).join(" and ");
  child.process.once("error", (error) => {
    if (stopping) return;
    console.error(`\nstart: the ${child.name} could not be started (${error.message}); stopping the ${others}.`);
    stop(1);
  });
  child.process.once("exit", (code, signal) => {
    // Let a Ctrl+C that reached this process too be handled first: then the exit is expected.
    setImmediate(() => {
      if (stopping) return;
      console.error(`\nstart: the ${child.name} exited with ${reason(code, signal)}; stopping the ${others}.`);
      stop(code || 1);
    });
  });
}

process.once("SIGINT", () => stop(0));
process.once("SIGTERM", () => stop(0));
