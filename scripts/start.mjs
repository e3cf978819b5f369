#!/usr/bin/env node
/**
 * Serves the built site and runs the local mock stream next to it, so the WebSocket samples in
 * the docs work against ws://127.0.0.1:4020/v1 with no account and no network. Stops both on
 * Ctrl+C, and stops the other when one exits.
 */
import { spawn } from "node:child_process";

const children = [
  spawn(process.execPath, ["scripts/serve.mjs"], { stdio: "inherit" }),
  spawn(process.execPath, ["scripts/mock-stream.mjs"], { stdio: "inherit" }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}

for (const child of children) child.once("exit", (code) => stop(code ?? 0));
process.once("SIGINT", () => stop(0));
process.once("SIGTERM", () => stop(0));
