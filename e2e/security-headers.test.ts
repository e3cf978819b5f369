/**
 * The Content-Security-Policy of packages/site-server/lib/security-headers.ts in Chromium: one page of every page
 * kind (and the not-found page) loads, hydrates and navigates without a single CSP violation or
 * console error; search, the colour-mode toggle and requests to the build's "Try it" proxy are
 * allowed; anything else, the provider's API and stream included, is refused.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { MISSING_PATH, builtPages, pagePerKind } from "./a11y.ts";
import { useSite, waitForHydration } from "./harness.ts";

/** The page's window, with the CSP violations its init script records. */
declare const window: Window & typeof globalThis & { __cspViolations: string[] };

const site = useSite({ before, after });

/** Records CSP violations (as the page sees them) and console errors of a page. */
async function watchedPage() {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" || /Content Security Policy|Permissions-Policy/i.test(message.text())) {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  const violations = () => page.evaluate(() => window.__cspViolations);
  return { context, page, problems, violations };
}

describe("Content-Security-Policy in the browser", () => {
  test("one page of every kind, and the not-found page, load, hydrate and navigate with no violation", async () => {
    const pages = pagePerKind(builtPages());
    assert.ok(pages.length >= 6, `page kinds: ${pages.map((p) => p.kind).join(", ")}`);
    const failures: string[] = [];
    for (const { url, kind, status } of pages) {
      const { context, page, problems, violations } = await watchedPage();
      const response = await page.goto(site.origin + url, { waitUntil: "networkidle" });
      assert.equal(response?.status(), status, url);
      assert.match(response.headers()["content-security-policy"] ?? "", /script-src 'self' 'sha256-/, url);
      await waitForHydration(page);
      // Client-side navigation to another page: its data and code load under the same policy.
      const link = page.locator('main a[href^="/docs/"]:not([href*="#"])').first();
      if (await link.count()) {
        await link.click();
        await page.waitForLoadState("networkidle");
      }
      // The not-found page's own 404s (the document, its page data) are logged by Chromium as errors.
      const expected = (problem: string) =>
        status === 404 && /Failed to load resource: the server responded with a status of 404/.test(problem);
      const seen = [...problems.filter((problem) => !expected(problem)), ...(await violations())];
      if (seen.length) failures.push(`${kind} ${url}:\n  ${seen.join("\n  ")}`);
      await context.close();
    }
    assert.ok(
      pages.some((page) => page.url === MISSING_PATH),
      "the not-found page was checked",
    );
    assert.deepEqual(failures, []);
  });

  test("search, the colour-mode toggle and the pre-paint script work under the policy", async () => {
    const { context, page, problems, violations } = await watchedPage();
    await page.goto(`${site.origin}/docs`);
    await waitForHydration(page);
    const before = await page.evaluate(() => document.documentElement.getAttribute("data-theme"));
    await page.getByRole("button", { name: /Switch to (dark|light) mode/ }).click();
    const after = await page.evaluate(() => document.documentElement.getAttribute("data-theme"));
    assert.notEqual(after, before, "the toggle changed the colour mode");
    // The inline pre-paint script reads the stored choice on the next load.
    await page.reload();
    await waitForHydration(page);
    assert.equal(await page.evaluate(() => document.documentElement.getAttribute("data-theme")), after);
    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog", { name: "Search the documentation" });
    await dialog.getByRole("combobox", { name: "Search the documentation" }).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "combobox");
    await page.keyboard.type("crypto quote");
    await dialog.getByRole("listbox", { name: "Search results" }).getByRole("option").first().waitFor();
    assert.deepEqual([...problems, ...(await violations())], []);
    await context.close();
  });

  test("connections to the build's Try-it proxy are allowed; the API, the stream and anything else are refused", async () => {
    const { context, page, violations } = await watchedPage();
    await page.goto(`${site.origin}/docs`);
    await waitForHydration(page);
    const allowed = ["http://127.0.0.1:4030/api/proxy?url=https%3A%2F%2Fapi.tickwire.io%2Fv1%2Fstocks%2Fquote"];
    // No page talks to the API, the stream or the reader's machine itself: those go through the proxy.
    const refused = [
      "https://api.tickwire.io/v1/x",
      "wss://stream.tickwire.io/v1/crypto",
      "ws://127.0.0.1:4020/v1/crypto",
      "http://127.0.0.1:9/proxy",
      "https://evil.example/x",
      "ws://evil.example/",
      "http://localhost.evil.example:9/",
    ];
    const blocked = await page.evaluate(
      async ([allowedUrls, refusedUrls]) => {
        // Violations are reported in the order the requests were checked, so once a refused
        // request made afterwards (the sentinel) has been reported, so has any of `url`'s.
        const sentinel = "https://csp-sentinel.invalid/";
        const sentinelReported = () =>
          new Promise<void>((resolve) => {
            const onViolation = (event: SecurityPolicyViolationEvent) => {
              if (!event.blockedURI.startsWith(sentinel)) return;
              document.removeEventListener("securitypolicyviolation", onViolation);
              resolve();
            };
            document.addEventListener("securitypolicyviolation", onViolation);
          });
        const attempt = async (url: string) => {
          const before = window.__cspViolations.length;
          if (url.startsWith("ws")) {
            try {
              new WebSocket(url).close();
            } catch {
              // Counted by the violation event below.
            }
          } else {
            // Requests that are allowed fail on the network here (nothing listens); that is fine.
            await fetch(url, { mode: "no-cors", signal: AbortSignal.timeout(200) }).catch(() => undefined);
          }
          const reported = sentinelReported();
          await fetch(sentinel, { mode: "no-cors" }).catch(() => undefined);
          await reported;
          return window.__cspViolations.slice(before).some((violation) => !violation.includes(sentinel));
        };
        const results: Record<string, boolean> = {};
        for (const url of [...allowedUrls, ...refusedUrls]) results[url] = await attempt(url);
        return results;
      },
      [allowed, refused],
    );
    for (const url of allowed)
      assert.equal(blocked[url], false, `${url} was refused: ${(await violations()).join("; ")}`);
    for (const url of refused) assert.equal(blocked[url], true, `${url} was allowed`);
    await context.close();
  });
});
