/**
 * "Try it" end to end, against the servers `npm start` runs: the built site, the Try-it proxy and
 * the HTTP sandbox. Requests go from the panel through the proxy (`?url=`) to the sandbox, which
 * answers from its simulated market: the symbol asked for, or the reference's 404.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Locator, Request as PageRequest } from "playwright-core";
import { launchBrowser, waitForHydration, type RunningServer } from "./harness.ts";
import { startServers } from "./try-it-servers.ts";

/** The page's window, with the files of the last form the page sent (read by the upload test). */
declare const window: Window &
  typeof globalThis & { __sentFiles?: { name: string; fileName: string; bytes: number[] }[] };

const PROXY = "http://127.0.0.1:4030/api/proxy";
const QUOTE = "/docs/api/stocks/get-quote";
let servers: RunningServer;
let browser: Browser;

before(async () => {
  servers = await startServers();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await servers?.stop();
});

/** Opens an operation page and its panel; returns the page, the panel and the proxy requests seen. */
async function openPanel(
  route = QUOTE,
  { key = "tw_test_trial_1234", hash = "" }: { key?: string; hash?: string } = {},
) {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  const proxied: PageRequest[] = [];
  page.on("request", (request) => request.url().startsWith(PROXY) && proxied.push(request));
  await page.goto(`${servers.origin}${route}${hash}`);
  await waitForHydration(page);
  if (!hash) await page.getByRole("button", { name: "Send API request" }).click();
  const panel = page.getByRole("region", { name: "Try it" });
  await panel.getByLabel("Server").waitFor();
  if (key) await panel.getByLabel(/^API key/).fill(key);
  return { page, panel, proxied, close: () => context.close() };
}

/**
 * What the panel does with the proxy's and the sandbox's answers is the same whichever server sent
 * the page. On nginx (E2E_SERVER=nginx) only the tests that depend on how the page is served run:
 * the panel's code arriving when asked for, and requests and uploads leaving the page under the
 * server's Content-Security-Policy.
 */
const panelTest = process.env.E2E_SERVER === "nginx" ? test.skip : test;

const send = (panel: Locator) => panel.getByRole("button", { name: "Send", exact: true }).click();
const status = (panel: Locator) => panel.getByTestId("try-it-status");

describe("Try it", () => {
  test("the button's code loads only when the reader reaches for it", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    await page.goto(`${servers.origin}${QUOTE}`);
    await waitForHydration(page);
    const before = scripts.length;
    await page.getByRole("button", { name: "Send API request" }).hover();
    await page.waitForFunction(
      (count) =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script").length > count,
      before,
    );
    await context.close();
  });

  test("Send against the sandbox shows 200, the body and 'Matches the reference', through the proxy with ?url=", async () => {
    const { panel, proxied, close } = await openPanel();
    try {
      await assert.doesNotReject(
        panel
          .getByLabel("Server")
          .evaluate(
            (select: HTMLSelectElement) =>
              select.value === "http://127.0.0.1:4010/v1" || Promise.reject(new Error(select.value)),
          ),
      );
      await send(panel);
      await status(panel).waitFor();
      assert.match((await status(panel).textContent()) ?? "", /^200 OK/);
      assert.match((await panel.getByTestId("try-it-verdict").textContent()) ?? "", /Matches the reference/);
      assert.match((await panel.getByTestId("try-it-response").textContent()) ?? "", /"symbol"/);
      assert.equal(proxied.length, 1);
      const target = new URL(proxied[0].url()).searchParams.get("url");
      assert.equal(target, "http://127.0.0.1:4010/v1/stocks/quote?symbol=AAPL&country=us");
      assert.equal(proxied[0].headers()["x-api-key"], "tw_test_trial_1234");
      assert.equal(proxied[0].headers().prefer, undefined, "no Prefer header unless a response is picked");
    } finally {
      await close();
    }
  });

  panelTest("the panel takes focus when it opens and gives it back to its button when closed", async () => {
    const { page, panel, close } = await openPanel(QUOTE, { key: "" });
    try {
      assert.equal(await page.evaluate(() => document.activeElement?.id), "try-it-heading");
      await panel.getByRole("button", { name: "Close" }).click();
      await page.waitForFunction(() => document.activeElement?.textContent === "Send API request");
    } finally {
      await close();
    }
  });

  panelTest(
    "the sandbox answers for the symbol sent: ETHUSD, MSFT, or the reference's 404 for an unknown one",
    async () => {
      const cases: [route: string, symbol: string, statusLine: RegExp, body: RegExp][] = [
        ["/docs/api/crypto/get-quote", "ETHUSD", /^200 OK/, /"symbol": ?"ETHUSD"/],
        [QUOTE, "MSFT", /^200 OK/, /"symbol": ?"MSFT"/],
        ["/docs/api/crypto/get-quote", "ZZZUSD", /^404 Not Found/, /"code": ?"unknown_symbol"/],
      ];
      for (const [route, symbol, statusLine, body] of cases) {
        const { panel, close } = await openPanel(route);
        try {
          await panel.getByLabel(/^symbol \(/).fill(symbol);
          await send(panel);
          await status(panel).waitFor();
          assert.match((await status(panel).textContent()) ?? "", statusLine);
          assert.match((await panel.getByTestId("try-it-response").textContent()) ?? "", body);
          assert.match((await panel.getByTestId("try-it-verdict").textContent()) ?? "", /Matches the reference/);
        } finally {
          await close();
        }
      }
    },
  );

  panelTest("without a key the sandbox answers 401", async () => {
    const { page, panel, close } = await openPanel(QUOTE, { key: "" });
    try {
      await page.evaluate(() => sessionStorage.clear());
      await panel.getByLabel(/^API key/).fill("");
      await send(panel);
      await status(panel).waitFor();
      assert.match((await status(panel).textContent()) ?? "", /^401 Unauthorized/);
    } finally {
      await close();
    }
  });

  panelTest("an invalid parameter is flagged before sending, and nothing is sent", async () => {
    const { panel, proxied, close } = await openPanel();
    try {
      await panel.getByLabel(/^symbol \(/).fill("not a ticker!");
      await send(panel);
      const summary = panel.getByTestId("try-it-errors");
      await summary.waitFor();
      assert.match((await summary.textContent()) ?? "", /symbol must match the pattern/);
      assert.equal(await panel.getByLabel(/^symbol \(/).getAttribute("aria-invalid"), "true");
      assert.equal(proxied.length, 0);
      assert.equal(
        await panel.page().evaluate(() => document.activeElement?.getAttribute("data-testid")),
        "try-it-errors",
      );
      await panel.getByRole("button", { name: "Send anyway" }).click();
      await status(panel).waitFor();
      assert.match((await status(panel).textContent()) ?? "", /^(400|422)/);
      assert.equal(proxied.length, 1);
    } finally {
      await close();
    }
  });

  panelTest("picking the 429 example sends Prefer and shows 429 with its rate-limit headers", async () => {
    const { panel, proxied, close } = await openPanel();
    try {
      await panel.getByLabel("Sandbox response").selectOption("429");
      await panel.getByLabel("Example").selectOption("daily");
      await send(panel);
      await status(panel).waitFor();
      assert.match((await status(panel).textContent()) ?? "", /^429 Too Many Requests/);
      assert.equal(proxied[0].headers().prefer, "code=429, example=daily");
      const headers = await panel.locator("tr[data-highlight] th").allTextContents();
      assert.ok(
        headers.some((name) => /^x-ratelimit-/i.test(name)),
        headers.join(", "),
      );
      assert.match((await panel.getByTestId("try-it-response").textContent()) ?? "", /Daily quota/);
    } finally {
      await close();
    }
  });

  panelTest("the page's code samples follow the typed values, with the key masked", async () => {
    const { page, panel, close } = await openPanel();
    try {
      await panel.getByLabel(/^symbol \(/).fill("MSFT");
      const samples = page.getByRole("complementary", { name: "Request and response samples" });
      await samples.getByRole("heading", { name: "Your request" }).waitFor();
      await page.waitForFunction(() => document.querySelector("aside pre")?.textContent?.includes("symbol=MSFT"));
      const text = (await samples.locator("pre").first().textContent()) ?? "";
      assert.match(text, /••••••••1234/);
      assert.doesNotMatch(text, /tw_test_trial/);
    } finally {
      await close();
    }
  });

  test("an upload sends the chosen file's bytes, and the sandbox accepts it on the All-in-one package", async () => {
    const { page, panel, proxied, close } = await openPanel("/docs/api/algo/upload-backtesting", {
      key: "tw_test_allinone_1234",
    });
    try {
      // Chromium does not expose multipart bodies with files to the test: read the form the page sends.
      await page.evaluate(() => {
        const original = window.fetch;
        window.fetch = async (input, init) => {
          if (init?.body instanceof FormData) {
            window.__sentFiles = await Promise.all(
              [...init.body.entries()]
                .filter((entry): entry is [string, File] => entry[1] instanceof File)
                .map(async ([name, file]) => ({
                  name,
                  fileName: file.name,
                  bytes: [...new Uint8Array(await file.arrayBuffer())],
                })),
            );
          }
          return original(input, init);
        };
      });
      const bytes = Buffer.from(
        "def on_bar(context, bars):\n    pass\n# strategy \u00e9\u20ac\n\x00\x01\x02binary tail",
        "utf8",
      );
      await panel
        .locator('input[type="file"]')
        .first()
        .setInputFiles({ name: "strategy.py", mimeType: "text/x-python", buffer: bytes });
      await send(panel);
      await status(panel).waitFor();
      const sentFiles = await page.evaluate(() => window.__sentFiles);
      assert.ok(sentFiles, "the page sent a form with a file");
      const [sent] = sentFiles;
      assert.equal(sent.fileName, "strategy.py");
      assert.deepEqual(Buffer.from(sent.bytes), bytes);
      assert.match(proxied[0].headers()["content-type"], /^multipart\/form-data; boundary=/);
      assert.match((await status(panel).textContent()) ?? "", /^2\d\d /);
    } finally {
      await close();
    }
  });

  panelTest("Cancel aborts a request in flight", async () => {
    const { page, panel, close } = await openPanel();
    try {
      let arrived: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (arrived = resolve));
      await page.route(`${PROXY}**`, async (route) => {
        arrived();
        await new Promise(() => {});
        await route.abort();
      });
      await send(panel);
      await held;
      await panel.getByRole("button", { name: "Cancel" }).click();
      const failure = panel.getByTestId("try-it-failure");
      await failure.waitFor();
      assert.equal(await failure.getAttribute("data-failure"), "cancelled");
    } finally {
      await close();
    }
  });

  panelTest("a proxy refusal is told apart and shows the proxy's reason", async () => {
    const { page, panel, close } = await openPanel();
    try {
      await page.route(`${PROXY}**`, (route) =>
        route.fulfill({
          status: 403,
          headers: { "content-type": "application/problem+json", "access-control-allow-origin": "*" },
          body: JSON.stringify({
            type: "https://tickwire.io/problems/proxy-refused",
            title: "refused",
            status: 403,
            detail: "Not an API server.",
            reason: "origin-not-allowed",
          }),
        }),
      );
      await send(panel);
      const failure = panel.getByTestId("try-it-failure");
      await failure.waitFor();
      assert.equal(await failure.getAttribute("data-failure"), "refused");
      assert.match((await failure.textContent()) ?? "", /Not an API server\./);
    } finally {
      await close();
    }
  });

  panelTest("a response that breaks the documented schema lists its differences by pointer", async () => {
    const { page, panel, close } = await openPanel();
    try {
      await page.route(`${PROXY}**`, (route) =>
        route.fulfill({
          status: 200,
          headers: { "content-type": "application/json", "access-control-allow-origin": "*" },
          body: JSON.stringify({ data: { symbol: 42 }, debug: true }),
        }),
      );
      await send(panel);
      const verdict = panel.getByTestId("try-it-verdict");
      await verdict.waitFor();
      const text = (await verdict.textContent()) ?? "";
      assert.match(text, /differences? from the reference/);
      assert.match(text, /\/data\/symbol/);
      assert.match(text, /\/debug/);
      assert.match(text, /\/data\/price/);
    } finally {
      await close();
    }
  });

  panelTest("the copied link reopens the panel filled in, without the key", async () => {
    const first = await openPanel();
    let link: string;
    try {
      await first.panel.getByLabel(/^symbol \(/).fill("TSLA");
      await first.panel.getByLabel("Sandbox response").selectOption("404");
      await first.panel.getByRole("button", { name: "Copy link to this request" }).click();
      await first.panel.getByRole("button", { name: "Link copied" }).waitFor();
      link = await first.page.evaluate(() => navigator.clipboard.readText());
    } finally {
      await first.close();
    }
    assert.match(link, /#try-it=/);
    assert.doesNotMatch(Buffer.from(link.split("#try-it=")[1], "base64url").toString(), /tw_test_trial/);
    const second = await openPanel(QUOTE, { key: "", hash: `#${link.split("#")[1]}` });
    try {
      assert.equal(await second.panel.getByLabel(/^symbol \(/).inputValue(), "TSLA");
      assert.equal(await second.panel.getByLabel("Sandbox response").inputValue(), "404");
    } finally {
      await second.close();
    }
  });
});
