/** @jest-environment node */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { securityConfig } from "../../src/node/post-build";

jest.setTimeout(30_000);

const ROOT = path.resolve(__dirname, "../..");

/** A built site as far as the server needs one to start, so these tests need no build. */
let siteDir: string;
beforeAll(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), "start-test-"));
  fs.writeFileSync(path.join(siteDir, "security-config.json"), JSON.stringify(securityConfig()));
});
afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

/** A TCP server holding a loopback port, so that the docs server cannot listen on it. */
function occupiedPort(): Promise<{ port: number; close: () => void }> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => resolve({ port: (server.address() as net.AddressInfo).port, close: () => server.close() }));
  });
}

/** Runs scripts/start.mjs (not the build) and resolves when it exits. */
function runStart(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const child = spawn(process.execPath, ["scripts/start.mjs"], { cwd: ROOT, env: { ...process.env, SITE_DIR: siteDir, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk) => (stdout += chunk));
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stderr, stdout })));
}

test("when the docs server cannot start, start.mjs says so, stops the mock stream and exits non-zero", async () => {
  const busy = await occupiedPort();
  try {
    const { code, stderr } = await runStart({ PORT: String(busy.port), MOCK_STREAM_PORT: "0" });
    expect(stderr).toContain(`serve: cannot listen on 127.0.0.1:${busy.port}`);
    expect(stderr).toContain("start: the docs server (scripts/serve.mjs) exited with code 1; stopping the mock stream (scripts/mock-stream.mjs).");
    expect(code).toBe(1);
  } finally {
    busy.close();
  }
});

test("when the mock stream stops, start.mjs says so, stops the docs server and exits with its code", async () => {
  const { port } = await new Promise<{ port: number }>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve({ port: free }));
    });
  });
  const { code, stderr } = await runStart({ PORT: String(port), MOCK_STREAM_PLAN: "gold" });
  expect(stderr).toContain("MOCK_STREAM_PLAN must be free, trial or enterprise");
  expect(stderr).toContain("start: the mock stream (scripts/mock-stream.mjs) exited with code 2; stopping the docs server (scripts/serve.mjs).");
  expect(code).toBe(2);
});
