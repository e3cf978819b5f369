#!/usr/bin/env node
/**
 * The local mock of the HTTP API: Prism serving the HTTP API spec at the spec's local server
 * address (http://127.0.0.1:4010/v1 by default), so the guides' samples and "Try it" work with no
 * account and no network. Prism validates requests (a missing key answers 401, an invalid
 * parameter 422 with the spec's error body) and answers from the spec's examples; a
 * `Prefer: code=429, example=<name>` header picks a documented response.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { localServer, mountUnderBasePath, readSpec } from "./mock-api/spec.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { document, file } = readSpec(root);
const server = localServer(document);
const host = process.env.MOCK_API_HOST ?? server.hostname;
const port = Number(process.env.MOCK_API_PORT ?? server.port ?? 4010);
const mounted = mountUnderBasePath(document, server.pathname, `http://${host}:${port}`);

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "tickwire-mock-api-"));
const specFile = path.join(folder, "http-api.json");
fs.writeFileSync(specFile, JSON.stringify(mounted));

const prism = path.join(root, "node_modules", "@stoplight", "prism-cli", "dist", "index.js");
const child = spawn(process.execPath, [prism, "mock", specFile, "--host", host, "--port", String(port)], {
  stdio: ["ignore", "pipe", "pipe"],
  env: { ...process.env, FORCE_COLOR: "0" },
});

let announced = false;
function relay(stream, target) {
  let pending = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      if (!announced && /Prism is listening/.test(line)) {
        announced = true;
        console.log(`Tickwire mock API: http://${host}:${port}${server.pathname} (from ${path.relative(root, file)})`);
      }
      if (process.env.MOCK_API_VERBOSE) target.write(`${line}\n`);
    }
  });
}
relay(child.stdout, process.stdout);
relay(child.stderr, process.stderr);

function cleanUp() {
  fs.rmSync(folder, { recursive: true, force: true });
}
child.once("exit", (code, signal) => {
  cleanUp();
  if (!announced)
    console.error(
      `The mock API stopped before it was ready (${signal ?? `exit code ${code}`}). Run with MOCK_API_VERBOSE=1 to see Prism's output.`,
    );
  process.exit(code ?? 1);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => child.kill(signal));
