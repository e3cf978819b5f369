/** @jest-environment node */
import path from "node:path";
import { exited, startScript as startCliScript } from "../../fixtures/cli-script";
import { request, through, Upstream } from "./fixtures/http";

jest.setTimeout(60_000);

const SCRIPT = path.resolve(__dirname, "../../../packages/proxy/cli.ts");

/** Starts the entry script on a free port; resolves with its address once it listens. */
const startScript = (env: NodeJS.ProcessEnv) =>
  startCliScript(SCRIPT, {
    env: { TRYIT_PROXY_PORT: "0", ...env },
    ready: /listening on (http:\/\/127\.0\.0\.1:\d+\/api\/proxy)/,
    label: "the proxy",
  });

let upstream: Upstream;
beforeAll(async () => {
  upstream = await Upstream.start();
  // A documented endpoint that never answers.
  upstream.on("/v1/markets/status", () => {});
});
afterAll(() => upstream.close());

test.each(["SIGINT", "SIGTERM"] as const)(
  "packages/proxy/cli.ts forwards to the spec's servers and TRYIT_PROXY_ALLOW, and stops cleanly on %s",
  async (signal) => {
    const key = "tw_cli_query_key_0001";
    const { child, url, output } = await startScript({ TRYIT_PROXY_ALLOW: `http://127.0.0.1:${upstream.port}/v1` });
    const exit = exited(child);
    try {
      expect(output()).toContain(
        `Forwards to https://api.tickwire.io/v1, http://127.0.0.1:4010/v1, http://127.0.0.1:${upstream.port}/v1`,
      );
      expect(output()).toContain(
        "answers pages of http://127.0.0.1:9000, http://localhost:9000, http://localhost:8000",
      );

      const ok = await request(
        through(url, `http://127.0.0.1:${upstream.port}/v1/stocks/quote?symbol=AAPL&apikey=${key}`),
        { headers: { Origin: "http://localhost:9000" } },
      );
      expect(ok.status).toBe(200);
      expect(ok.headers["access-control-allow-origin"]).toBe("http://localhost:9000");
      const refused = await request(through(url, "http://169.254.169.254/latest/meta-data/"));
      expect(refused.status).toBe(403);
      expect(refused.json().reason).toBe("origin-not-allowed");
    } finally {
      child.kill(signal);
    }
    expect(await exit).toBe(0);
    expect(output()).toContain(`GET http://127.0.0.1:${upstream.port}/v1/stocks/quote 200 `);
    expect(output()).toContain("GET - 403 origin-not-allowed ");
    expect(output()).not.toContain(key);
  },
);

test("TRYIT_PROXY_TIMEOUT_MS caps the exchange and TRYIT_DOCS_ORIGINS picks the pages it answers", async () => {
  const { child, url } = await startScript({
    TRYIT_PROXY_ALLOW: `http://127.0.0.1:${upstream.port}/v1`,
    TRYIT_PROXY_TIMEOUT_MS: "200",
    TRYIT_DOCS_ORIGINS: "https://docs.tickwire.io",
  });
  try {
    const slow = await request(through(url, `http://127.0.0.1:${upstream.port}/v1/markets/status`), {
      headers: { Origin: "https://docs.tickwire.io" },
    });
    expect(slow.status).toBe(504);
    expect(slow.json().detail).toContain("0.2 s");
    const other = await request(through(url, `http://127.0.0.1:${upstream.port}/v1/x`), {
      headers: { Origin: "http://127.0.0.1:9000" },
    });
    expect(other.json().reason).toBe("origin-not-allowed-cors");
    const undocumented = await request(through(url, `http://127.0.0.1:${upstream.port}/v1/admin/keys`), {
      headers: { Origin: "https://docs.tickwire.io" },
    });
    expect(undocumented.status).toBe(403);
    expect(undocumented.json().reason).toBe("operation-not-documented");
  } finally {
    const exit = exited(child);
    child.kill("SIGTERM");
    await exit;
  }
});

test.each([
  [{ TRYIT_PROXY_ALLOW: "sandbox.tickwire.io" }, "TRYIT_PROXY_ALLOW: 'sandbox.tickwire.io' is not an absolute URL"],
  [
    { TRYIT_DOCS_ORIGINS: "http://127.0.0.1:9000/docs" },
    "TRYIT_DOCS_ORIGINS: 'http://127.0.0.1:9000/docs' is not an origin",
  ],
  [{ TRYIT_PROXY_PORT: "http" }, "TRYIT_PROXY_PORT must be a non-negative integer, got 'http'"],
])("a bad setting stops the script with a clear message: %j", async (env, message) => {
  await expect(startScript(env)).rejects.toThrow(message);
});
