/** @jest-environment node */
/**
 * `npm pack ./packages/sandbox` gives a sandbox that runs on its own: the tarball (built by the
 * package's prepack, build.ts) is installed in an empty folder outside the repository with npm,
 * offline, its dependencies coming from npm's cache where the project's own install put them;
 * `npx tickwire-sandbox` starts it on free ports with the guide's pinned market, and the guide's
 * samples get their answers from it, over HTTP and on a stream.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { specifiersOf } from "../../../packages/sandbox/pack/specifiers.ts";
import { TestClient } from "./fixtures/client";
import { ROOT } from "./fixtures/sandbox";
import { curlMissing, guideSample, guideTarball, pinnedAnswer, pinnedOptions, runCurl } from "./fixtures/sandbox-guide";

jest.setTimeout(60_000);

const READY = /Tickwire sandbox: (http:\/\/127\.0\.0\.1:\d+\/v1) and (ws:\/\/127\.0\.0\.1:\d+\/v1)/;
const run = promisify(execFile);

interface Lockfile {
  packages: Record<string, { dependencies?: Record<string, string> }>;
}
interface PackageJson {
  name: string;
  version: string;
  dependencies: Record<string, string>;
}
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T;

/**
 * A lockfile listing the packed sandbox's dependencies as the project locked them, so that npm
 * installs them from its cache without asking the registry for their versions.
 */
function lockfileFor(dependencies: Record<string, string>): object {
  const project = readJson<Lockfile>(path.join(ROOT, "package-lock.json")).packages;
  const packages: Record<string, unknown> = { "": { name: "sandbox-user" } };
  const pending = Object.keys(dependencies);
  while (pending.length > 0) {
    const name = pending.pop()!;
    const entry = project[`node_modules/${name}`];
    if (!entry) throw new Error(`The project's package-lock.json doesn't lock ${name}`);
    if (packages[`node_modules/${name}`]) continue;
    packages[`node_modules/${name}`] = entry;
    pending.push(...Object.keys(entry.dependencies ?? {}));
  }
  return { name: "sandbox-user", lockfileVersion: 3, requires: true, packages };
}

let dir: string;
let app: string;
let tarball: string;
let child: ChildProcess | undefined;
let http: string;
let ws: string;

/** Starts `npx tickwire-sandbox` in its own process group; resolves once it says where it listens. */
function startPacked(args: string[]): Promise<void> {
  child = spawn("npx", ["--offline", "tickwire-sandbox", ...args], {
    cwd: app,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the packed sandbox did not start: ${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (!match) return;
      clearTimeout(timer);
      [, http, ws] = match;
      resolve();
    };
    child!.stdout!.on("data", onData);
    child!.stderr!.on("data", onData);
    child!.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the packed sandbox exited with ${code}: ${output}`));
    });
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "sandbox-pack-"));
  await run("npm", ["pack", "./packages/sandbox", "--pack-destination", dir], { cwd: ROOT, encoding: "utf8" });
  // The folder is new: the tarball is the one file in it.
  const [packed] = fs.readdirSync(dir).filter((file) => file.endsWith(".tgz"));
  tarball = path.join(dir, packed);
  app = path.join(dir, "app");
  fs.mkdirSync(app);
  fs.writeFileSync(path.join(app, "package.json"), JSON.stringify({ name: "sandbox-user", private: true }));
  const manifest = readJson<PackageJson>(path.join(ROOT, "packages/sandbox/package.json"));
  fs.writeFileSync(path.join(app, "package-lock.json"), JSON.stringify(lockfileFor(manifest.dependencies)));
  await run("npm", ["install", "--offline", "--no-audit", "--no-fund", tarball], { cwd: app, encoding: "utf8" });
  await startPacked(["--port", "0", "--stream-port", "0", ...pinnedOptions()]);
}, 240_000);

afterAll(async () => {
  if (child?.pid !== undefined && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    // npx and the sandbox under it: the whole process group.
    process.kill(-child.pid, "SIGTERM");
    await exited;
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test("the tarball is the one the guide installs, and carries JavaScript and its data, no TypeScript", async () => {
  expect(path.basename(tarball)).toBe(guideTarball());
  const { stdout } = await run("tar", ["-tzf", tarball], { encoding: "utf8" });
  const files = stdout.trim().split("\n");
  expect(files).toEqual(
    expect.arrayContaining([
      "package/dist/cli.js",
      "package/dist/data/content/facts.yaml",
      "package/dist/data/specs/http-api.openapi.yaml",
      "package/README.md",
    ]),
  );
  expect(files.filter((file) => file.endsWith(".ts"))).toEqual([]);
  // Installed, it needs nothing of the repository's: every relative import names a file of its
  // own dist/, and no file names the repository's folder.
  const installed = path.join(app, "node_modules/@tickwire-docs/sandbox/dist");
  const modules = fs
    .readdirSync(installed, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"));
  expect(modules.length).toBeGreaterThan(50);
  for (const file of modules) {
    const code = fs.readFileSync(path.join(installed, file), "utf8");
    expect(code).not.toContain(ROOT);
    for (const { text } of specifiersOf(code).filter(({ text }) => text.startsWith("."))) {
      const target = path.resolve(path.dirname(path.join(installed, file)), text);
      expect({
        file,
        text,
        inside: target.startsWith(`${installed}${path.sep}`),
        exists: fs.existsSync(target),
      }).toEqual({
        file,
        text,
        inside: true,
        exists: true,
      });
    }
  }
});

(curlMissing() ? test.skip : test)("the guide's pinned quote comes back from it, as the guide shows it", async () => {
  const answer = JSON.parse(await runCurl(guideSample("Quote AAPL from the pinned sandbox", http)));
  expect(answer).toEqual(pinnedAnswer());
});

test("a quote of the requested symbol comes back over HTTP and on the stream", async () => {
  const key = "tw_test_trial_packed";
  const response = await fetch(`${http}/crypto/quote?symbol=ETHUSD`, { headers: { "X-API-Key": key } });
  expect(response.status).toBe(200);
  const { data } = await response.json();
  expect(data).toMatchObject({ symbol: "ETHUSD", base: "ETH", quote: "USD", price: expect.any(Number) });
  const client = await TestClient.authenticated(`${ws}/crypto`, key);
  client.send({ action: "subscribe", symbols: ["ETHUSD"] });
  expect(await client.next("quote")).toMatchObject({ symbol: "ETHUSD", price: expect.any(Number) });
  await client.close();
});
