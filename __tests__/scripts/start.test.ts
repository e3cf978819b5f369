/** @jest-environment node */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { securityConfig } from "../../src/node/post-build";
import { scriptArgs } from "../fixtures/cli-script";

jest.setTimeout(60_000);

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
    server.listen(0, "127.0.0.1", () =>
      resolve({ port: (server.address() as net.AddressInfo).port, close: () => server.close() }),
    );
  });
}

/** A free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** scripts/start.ts (not the build) with its helpers on free ports; `exited` resolves when it exits. */
async function runStart(env: NodeJS.ProcessEnv) {
  const ports = { SANDBOX_STREAM_PORT: "0", TRYIT_PROXY_PORT: "0", SANDBOX_PORT: "0" };
  const child = spawn(process.execPath, scriptArgs("scripts/start.ts"), {
    cwd: ROOT,
    env: { ...process.env, SITE_DIR: siteDir, ...ports, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = { stdout: "", stderr: "" };
  child.stdout!.on("data", (chunk) => (output.stdout += chunk));
  child.stderr!.on("data", (chunk) => (output.stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  /**
   * Resolves once stderr or stdout contains `text`; rejects after 15 s without it, so the test
   * still stops start.ts when it waits in vain.
   */
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${text} not printed within 15 s:\n${output.stderr}`)), 15_000);
      const check = () => (output.stdout + output.stderr).includes(text) && (clearTimeout(timer), resolve());
      child.stdout!.on("data", check);
      child.stderr!.on("data", check);
      void exited.then(() => {
        clearTimeout(timer);
        if ((output.stdout + output.stderr).includes(text)) resolve();
        else reject(new Error(`exited without printing ${text}:\n${output.stderr}`));
      });
      check();
    });
  return { child, output, exited, printed };
}

/** How start.ts names the helpers it stops when the docs server is gone. */
const HELPERS = "sandbox (packages/sandbox/cli.ts), Try-it proxy (packages/proxy/cli.ts)";

test("when the docs server cannot start, start.ts says so, stops the others and exits non-zero", async () => {
  const busy = await occupiedPort();
  try {
    const run = await runStart({ PORT: String(busy.port) });
    const code = await run.exited;
    expect(run.output.stderr).toContain(`serve: cannot listen on 127.0.0.1:${busy.port}`);
    expect(run.output.stderr).toContain(
      `start: the docs server (packages/site-server/serve.ts) exited with code 1; stopping the ${HELPERS}.`,
    );
    expect(code).toBe(1);
  } finally {
    busy.close();
  }
});

test("start.ts starts the docs server, the sandbox and the Try-it proxy beside it, and stops them all on Ctrl+C", async () => {
  const port = await freePort();
  const run = await runStart({ PORT: String(port) });
  await run.printed(`Tickwire docs: http://127.0.0.1:${port}/docs`);
  await run.printed("Try-it proxy listening on http://127.0.0.1:");
  await run.printed("Tickwire sandbox: http://127.0.0.1:");
  const proxy = /Try-it proxy listening on (\S+)\?/.exec(run.output.stdout)![1];
  const sandbox = /Tickwire sandbox: (\S+) and/.exec(run.output.stdout)![1];
  const quote = await fetch(`${sandbox}/crypto/quote?symbol=ETHUSD`, {
    headers: { "X-API-Key": "tw_test_trial_start" },
  });
  expect((await quote.json()).data.symbol).toBe("ETHUSD");
  expect((await fetch(`http://127.0.0.1:${port}/docs/nowhere`)).status).toBe(404);
  expect((await fetch(`${proxy}?url=http://169.254.169.254/`)).status).toBe(403);
  run.child.kill("SIGINT");
  expect(await run.exited).toBe(0);
  // start.ts exits once its children have: nothing is left serving.
  await expect(fetch(`http://127.0.0.1:${port}/docs`)).rejects.toThrow();
  await expect(fetch(proxy)).rejects.toThrow();
  await expect(fetch(sandbox)).rejects.toThrow();
});

test("when a helper cannot start, start.ts says so and the docs stay up", async () => {
  const port = await freePort();
  const run = await runStart({ PORT: String(port), TRYIT_PROXY_ALLOW: "sandbox.tickwire.io" });
  try {
    await run.printed("start: the Try-it proxy (packages/proxy/cli.ts) exited with code 2; the docs are still served.");
    expect(run.output.stderr).toContain("TRYIT_PROXY_ALLOW: 'sandbox.tickwire.io' is not an absolute URL");
    await run.printed(`http://127.0.0.1:${port}/docs`);
    const response = await fetch(`http://127.0.0.1:${port}/docs/nowhere`);
    expect(response.status).toBe(404);
  } finally {
    run.child.kill("SIGTERM");
    expect(await run.exited).toBe(0);
  }
});

test("DOCS_SERVER names the docs server; an unknown one stops start.ts before anything starts", async () => {
  const run = await runStart({ PORT: String(await freePort()), DOCS_SERVER: "apache" });
  expect(await run.exited).toBe(1);
  expect(run.output.stderr).toContain("start: DOCS_SERVER=apache: expected one of local, nginx.");
  expect(run.output.stdout).toBe("");
});

test("with DOCS_SERVER=nginx and no nginx installed, start.ts says so, stops the others and exits non-zero", async () => {
  const run = await runStart({
    PORT: String(await freePort()),
    DOCS_SERVER: "nginx",
    NGINX_PATH: path.join(siteDir, "no-nginx"),
  });
  expect(await run.exited).toBe(1);
  expect(run.output.stderr).toContain(`serve-nginx: ${path.join(siteDir, "no-nginx")} is not installed`);
  expect(run.output.stderr).toContain(
    `start: the docs server (packages/site-server/serve-nginx.ts) exited with code 1; stopping the ${HELPERS}.`,
  );
});
