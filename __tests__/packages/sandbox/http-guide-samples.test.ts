/** @jest-environment node */
/**
 * The HTTP samples of the getting-started path (/docs, /docs/account/activation,
 * /docs/platform/getting-started) and of /docs/api (getting started, authentication, pagination,
 * limits), run as written against the HTTP sandbox: curl, Python with requests, and Node.js with
 * its own fetch. The only change is the one /docs/api tells readers to make to use it: the
 * production base URL becomes the sandbox's (and a test key stands for YOUR_API_KEY).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { HttpSandbox } from "../../../packages/sandbox/http/server.ts";
import { FACTS } from "../../fixtures/facts";
import { codeBlock, findPython, Sample, type BlockSelector } from "../../fixtures/guide-samples";
import { MARKET, ROOT, SESSION_INSTANT, runningClock, startTestSandbox } from "./fixtures/sandbox";

jest.setTimeout(30_000);

const PRODUCTION = FACTS.hosts.api.baseUrl;
const KEY = { TICKWIRE_API_KEY: "tw_test_trial_sample0101" };

let sandbox: HttpSandbox;
let workDir: string;

/** The sandbox's address and its request counts per route (`/stocks/symbols`), as the samples use it. */
const api = {
  get url() {
    return sandbox.url;
  },
  requests: (route: string) => sandbox.requests(`GET ${route}`),
  /** Resolves once the sandbox has received `count` requests for `route`. */
  waitForRequests: async (route: string, count: number) => {
    for (let waited = 0; sandbox.requests(`GET ${route}`) < count; waited += 10) {
      if (waited > 5000) throw new Error(`only ${sandbox.requests(`GET ${route}`)} of ${count} requests for ${route}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  },
};

beforeAll(async () => {
  const cache = path.join(ROOT, "node_modules/.cache");
  fs.mkdirSync(cache, { recursive: true });
  // Inside the project, so that `import express from "express"` resolves.
  workDir = fs.mkdtempSync(path.join(cache, "api-guide-samples-"));
  sandbox = await startTestSandbox({ clock: runningClock(SESSION_INSTANT) });
}, 90_000);
afterAll(async () => {
  fs.rmSync(workDir, { recursive: true, force: true });
  await sandbox?.close();
});

/** A sample of a guide with the production base URL replaced by the sandbox's, as /docs/api tells readers to do. */
function sample(doc: string, language: string, select: BlockSelector): string {
  const source = codeBlock(doc, language, select);
  expect(source).toContain(PRODUCTION);
  // A reader puts their key where a sample says YOUR_API_KEY: here, a test key.
  return source.split(PRODUCTION).join(api.url).split("YOUR_API_KEY").join(KEY.TICKWIRE_API_KEY);
}

/** Write a file to the work folder and return its path. */
function save(file: string, source: string): string {
  const script = path.join(workDir, file);
  fs.writeFileSync(script, source);
  return script;
}

/** Run a sample to its end; it must exit 0. */
async function run(command: string, args: string | string[], env: NodeJS.ProcessEnv = KEY): Promise<Sample> {
  const child = new Sample(command, args, env);
  const code = await child.exited;
  if (code !== 0)
    throw new Error(`${[command, args].flat().join(" ")} exited with ${code}:\n${child.stdout}\n${child.stderr}`);
  return child;
}

/**
 * A loop over every page, which stops when `meta.next_page` is null: it must end, having asked
 * for every page of the list once, with valid requests (an invalid one gets a 400 and ends the
 * sample with an error), and print the whole list's length.
 */
async function followsPages(child: Sample, route: string): Promise<void> {
  const before = api.requests(route);
  const code = await child.exited;
  expect({ code, stderr: child.stderr }).toEqual({ code: 0, stderr: "" });
  const total = MARKET.instruments.list("stocks").filter((stock) => stock.country === "us").length;
  expect(api.requests(route) - before).toBe(Math.ceil(total / 500) + (total % 500 === 0 ? 1 : 0));
  expect(child.stdout).toContain(`${total} US stocks`);
}

const curl = spawnSync("curl", ["--version"], { encoding: "utf8" });
if (curl.error)
  console.warn(
    `Skipping the guides' curl samples: curl is not installed (apt-get install curl): ${curl.error.message}`,
  );

(curl.error ? describe.skip : describe)("curl samples", () => {
  const cases: [string, string, string, BlockSelector, RegExp[]][] = [
    [
      "/docs: quick start, a stock quote",
      "index.mdx",
      "bash",
      "Request a stock quote",
      [/"symbol":"AAPL"/, /"country":"us"/],
    ],
    [
      "/docs/account/activation: test your key",
      "account/activation.mdx",
      "bash",
      "Check your usage",
      [/"plan":"\w+"/, /"requests_per_minute":\d+/],
    ],
    [
      "/docs/platform/getting-started: step 2, with the response headers",
      "platform/getting-started.mdx",
      "bash",
      "Request a currency quote",
      [/^HTTP\/1\.1 200 OK\r?$/m, /^X-RateLimit-Remaining: \d+\r?$/im, /"symbol":"EURUSD"/],
    ],
    [
      "/docs/api: the first request",
      "api/index.mdx",
      "bash",
      { after: "## Make your first request" },
      [/"symbol":"BTCUSD"/, /"price":[\d.]+/],
    ],
    [
      "/docs/api/authentication: the X-API-Key header",
      "api/authentication.mdx",
      "bash",
      { after: "### The X-API-Key header" },
      [/"symbol":"SPX"/, /"level":[\d.]+/],
    ],
    [
      "/docs/api/pagination: one page",
      "api/pagination.mdx",
      "bash",
      { after: "## Request a page" },
      [/"page":2\b/, /"page_size":500\b/, /"next_page":/],
    ],
    [
      "/docs/api/limits: a batch of quotes",
      "api/limits.mdx",
      "bash",
      { after: "## Save requests by batching" },
      [/"symbol":"AAPL"/, /"symbol":"MSFT"/],
    ],
  ];

  test.each(cases)("%s", async (_name, doc, language, select, expected) => {
    const child = await run("bash", save("request.sh", sample(doc, language, select)));
    for (const pattern of expected) expect(child.stdout).toMatch(pattern);
  });

  test("/docs/api/authentication: the apikey query parameter, as the URL is written, without a header", async () => {
    const url = sample("api/authentication.mdx", "text", { after: "### The apikey query parameter" }).trim();
    expect(url).toMatch(/[?&]apikey=tw_test_/);
    const child = await run("bash", save("apikey.sh", `curl -s -w '\\n%{http_code}' "${url}"\n`), {});
    expect(child.stdout).toMatch(/"symbol":"SPX"/);
    expect(child.stdout).toMatch(/\n200$/);
  });

  test("/docs/api: the sandbox answers with the response a Prefer header asks for", async () => {
    const source = codeBlock("api/index.mdx", "bash", "Ask the sandbox for the daily-quota 429");
    const child = await run("bash", save("prefer.sh", source.split(/http:\/\/127\.0\.0\.1:\d+\/v1/).join(api.url)));
    expect(source).toContain(`Prefer: code=429, example=daily`);
    expect(child.stdout).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r?$/m);
    expect(child.stdout).toMatch(/^Retry-After: \d+\r?$/im);
    expect(child.stdout).toMatch(/"code":"quota_exceeded"/);
  });
});

describe("Python samples", () => {
  const { python, hasModule: hasRequests, reasons } = findPython("requests");
  if (!hasRequests) {
    // Not a failure: the package is optional on this machine. Say why the run is skipped.
    console.warn(
      `Skipping the guides' Python HTTP samples against the sandbox: no Python here imports requests (apt-get install python3-requests; ${reasons}).`,
    );
  }
  const pythonTest = hasRequests ? test : test.skip;

  pythonTest("/docs/platform/getting-started: quote.py prints the EUR/USD quote", async () => {
    const child = await run(python, save("quote.py", sample("platform/getting-started.mdx", "python", "quote.py")));
    expect(child.stdout).toMatch(/^EURUSD: \d+\.\d+ at \d{4}-\d\d-\d\dT[\d:]+Z$/m);
  });

  pythonTest(
    "/docs/platform/getting-started: client.py returns data, raises TickwireError without retrying a 400, and throttle() passes with requests left",
    async () => {
      save(
        "client.py",
        `${sample("platform/getting-started.mdx", "python", "client.py")}\n\n${codeBlock("platform/getting-started.mdx", "python", "Pause before hitting the limit")}\n`,
      );
      const driver = save(
        "use_client.py",
        [
          "import requests",
          "from client import API_KEY, BASE_URL, TickwireError, get, throttle",
          'print("symbol", get("/currencies/quote", {"symbol": "EURUSD"})["data"]["symbol"])',
          "try:",
          '    get("/currencies/quote")  # no symbol',
          "except TickwireError as error:",
          '    print("error", error.status, error.code)',
          'throttle(requests.get(f"{BASE_URL}/currencies/quote", params={"symbol": "EURUSD"}, headers={"X-API-Key": API_KEY}, timeout=10))',
          'print("throttled")',
          "",
        ].join("\n"),
      );
      const before = api.requests("/currencies/quote");
      const child = await run(python, driver);
      expect(child.stdout).toContain("symbol EURUSD");
      expect(child.stdout).toContain("error 400 invalid_parameter");
      expect(child.stdout).toContain("throttled");
      await api.waitForRequests("/currencies/quote", before + 3);
      expect(api.requests("/currencies/quote") - before).toBe(3);
    },
  );

  pythonTest("/docs/api: the first request prints symbol, price and time", async () => {
    const child = await run(
      python,
      save("first.py", sample("api/index.mdx", "python", { after: "## Make your first request" })),
    );
    expect(child.stdout).toMatch(/^BTCUSD \d+(\.\d+)? \S+Z$/m);
  });

  pythonTest("/docs/api/pagination: fetch_all follows meta.next_page with valid requests", async () => {
    const child = new Sample(
      python,
      save("pages.py", sample("api/pagination.mdx", "python", { after: "## Fetch every page" })),
      KEY,
    );
    await followsPages(child, "/stocks/symbols");
  });

  pythonTest("/docs/api/limits: get_with_retry prints the price, and raises on a 400 without retrying", async () => {
    save("retry.py", sample("api/limits.mdx", "python", { after: "### Retry with exponential backoff" }));
    const child = await run(python, path.join(workDir, "retry.py"));
    expect(child.stdout).toMatch(/^\d+\.\d+$/m);

    const before = api.requests("/currencies/quote");
    const failing = await run(
      python,
      save(
        "retry_error.py",
        [
          "import requests",
          "import retry",
          "try:",
          '    retry.get_with_retry("/currencies/quote", {})',
          "except requests.HTTPError as error:",
          '    print("error", error.response.status_code)',
          "",
        ].join("\n"),
      ),
    );
    expect(failing.stdout).toContain("error 400");
    // One request at import (the sample's own), one for the 400: no retry.
    await api.waitForRequests("/currencies/quote", before + 2);
    expect(api.requests("/currencies/quote") - before).toBe(2);
  });

  pythonTest("/docs/api/limits: a watchlist of 120 stocks goes out in batches of 50", async () => {
    save("retry.py", sample("api/limits.mdx", "python", { after: "### Retry with exponential backoff" }));
    const tickers = [
      ...fs.readFileSync(path.join(ROOT, "content/symbols/stocks/us.yaml"), "utf8").matchAll(/\{ symbol: ([^,]+),/g),
    ]
      .map((match) => match[1])
      .slice(0, 120);
    expect(tickers).toHaveLength(120);
    const chunks = codeBlock("api/limits.mdx", "python", { after: "## Save requests by batching" });
    const before = api.requests("/stocks/quotes");
    const child = await run(
      python,
      save(
        "watchlist.py",
        `from retry import get_with_retry\n\nwatchlist = ${JSON.stringify(tickers)}\n\n${chunks}\n\nprint("quotes", len(quotes))\n`,
      ),
    );
    expect(child.stdout).toMatch(/^quotes \d+$/m);
    await api.waitForRequests("/stocks/quotes", before + 3);
    expect(api.requests("/stocks/quotes") - before).toBe(3);
  });
});

describe("Node.js samples", () => {
  test("/docs/api: the first request prints symbol, price and time", async () => {
    const child = await run(
      process.execPath,
      save("first.mjs", sample("api/index.mdx", "javascript", { after: "## Make your first request" })),
    );
    expect(child.stdout).toMatch(/^BTCUSD \d+(\.\d+)? \S+Z$/m);
    expect(child.stderr).toBe("");
  });

  test("/docs/api/authentication: the Express backend passes a quote through", async () => {
    // The sample listens on port 3000; the preload moves it to a free port and says which.
    const preload = save(
      "listen-anywhere.mjs",
      [
        'import net from "node:net";',
        "const listen = net.Server.prototype.listen;",
        "net.Server.prototype.listen = function (...args) {",
        "  if (args[0] !== 3000) return listen.apply(this, args);",
        '  this.once("listening", () => console.log(`listening on ${this.address().port}`));',
        '  return listen.call(this, 0, "127.0.0.1", ...args.slice(1));',
        "};",
        "",
      ].join("\n"),
    );
    const server = new Sample(
      process.execPath,
      ["--import", preload, save("server.mjs", sample("api/authentication.mdx", "javascript", "server.mjs (Express)"))],
      KEY,
    );
    try {
      await server.waitFor(/listening on \d+/);
      const port = /listening on (\d+)/.exec(server.stdout)![1];
      const response = await fetch(`http://127.0.0.1:${port}/api/quote/BTCUSD`);
      expect(response.status).toBe(200);
      expect((await response.json()).data.symbol).toBe("BTCUSD");
    } finally {
      await server.stop();
    }
  });

  test("/docs/api/pagination: the pages() generator follows meta.next_page with valid requests", async () => {
    const child = new Sample(
      process.execPath,
      save("pages.mjs", sample("api/pagination.mdx", "javascript", { after: "## Fetch every page" })),
      KEY,
    );
    await followsPages(child, "/stocks/symbols");
  });

  test("/docs/api/limits: getWithRetry prints the price, and throws on a 400 without retrying", async () => {
    const module = save(
      "retry.mjs",
      sample("api/limits.mdx", "javascript", { after: "### Retry with exponential backoff" }),
    );
    const child = await run(process.execPath, module);
    expect(child.stdout).toMatch(/^\d+\.\d+$/m);
    expect(child.stderr).toBe("");

    const before = api.requests("/currencies/quote");
    const failing = await run(
      process.execPath,
      save(
        "retry-error.mjs",
        [
          'import { getWithRetry } from "./retry.mjs";',
          'await getWithRetry("/currencies/quote", {}).catch((error) => console.log("error", error.message));',
          "",
        ].join("\n"),
      ),
    );
    expect(failing.stdout).toMatch(/^error 400 invalid_parameter: /m);
    await api.waitForRequests("/currencies/quote", before + 2);
    expect(api.requests("/currencies/quote") - before).toBe(2);
  });
});
