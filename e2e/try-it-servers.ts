/**
 * The servers `npm start` runs, started the same way for the Try-it tests: the site on a free port
 * (on the local server, or with `E2E_SERVER=nginx` on nginx with the production config, as
 * `DOCS_SERVER=nginx npm start` does), and the sandbox's HTTP API and the proxy at the addresses
 * the built site and the spec name (127.0.0.1:4010 and 127.0.0.1:4030), with the site's origin
 * allowed by the proxy's CORS.
 */
import { spawn } from "node:child_process";
import net from "node:net";
import { freePort, SITE_SERVER, type RunningServer } from "./harness.ts";

const READY = [/Tickwire docs: (http:\/\/\S+)\/docs/, /Tickwire sandbox: /, /Try-it proxy listening on /];

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** Starts scripts/start.ts and resolves when the site, the sandbox and the proxy have said they are ready. */
export async function startServers({ timeoutMs = 60_000 }: { timeoutMs?: number } = {}): Promise<RunningServer> {
  for (const port of [4010, 4030]) {
    if (!(await portIsFree(port)))
      throw new Error(
        `Port ${port} is in use: stop \`npm start\` (or whatever holds it) before running the Try-it tests.`,
      );
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "./scripts/resolve-ts.ts", "scripts/start.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DOCS_SERVER: SITE_SERVER,
      SANDBOX_STREAM_PORT: String(await freePort()),
      TRYIT_DOCS_ORIGINS: origin,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  // Its own process group (detached): the start command and every server it started stop together.
  const group = child.pid;
  if (group === undefined) throw new Error("npm start's servers could not be started");
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The servers were not ready within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const seen = new Set<number>();
    const onData = (chunk: Buffer) => {
      output += chunk;
      READY.forEach((pattern, index) => pattern.test(output) && seen.add(index));
      if (seen.size === READY.length) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start's servers exited with ${code}:\n${output}`));
    });
  });
  // The round on nginx must not pass on the local server by mistake.
  const server = (await fetch(`${origin}/docs`, { method: "HEAD" })).headers.get("server") ?? "";
  if ((SITE_SERVER === "nginx") !== server.startsWith("nginx")) {
    process.kill(-group, "SIGTERM");
    throw new Error(`E2E_SERVER=${SITE_SERVER}, but the site's server says "${server}"`);
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        process.kill(-group, "SIGTERM");
      }),
  };
}
