#!/usr/bin/env node
/**
 * Bytes transferred from opening the search dialog to its first results, in Chromium, as the
 * network counts them (compressed bodies and headers): the dialog's code, the index's parts the
 * queries typed load (its head, the term files of their words' keys, the record files of the hits
 * shown: src/lib/search/shards.ts), anything else search fetches. Budget: 160 KB.
 *
 *   npm run build && node --import ./scripts/resolve-ts.ts bench/search-dialog-bytes.ts [query ...]    default: quote, AAPL
 */
import type { Browser } from "playwright-core";
import { launchBrowser, startServer, waitForHydration } from "../e2e/harness.ts";

export const DIALOG_BUDGET_KB = 160;

/** One request made for the dialog: its path and the bytes it took on the network. */
export interface DialogRequest {
  path: string;
  bytes: number;
}

/** What opening the dialog to its first hit cost: every request, their total, and the hit. */
export interface DialogBytes {
  query: string;
  firstHit: string | null;
  entries: DialogRequest[];
  total: number;
}

/**
 * Opens a page, waits until it is idle, then opens the dialog with Ctrl+K and types `query`;
 * resolves with every request made from the shortcut until the first hit shows, and their bytes.
 */
export async function measureDialogBytes(
  browser: Browser,
  origin: string,
  query: string,
  route = "/docs/platform/getting-started",
): Promise<DialogBytes> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  let counting = false;
  const requests = new Map<string, DialogRequest>();
  const pending = new Set<string>();
  let settle: (() => void) | null = null;
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
    if (!counting) return;
    requests.set(requestId, { path: new URL(request.url).pathname, bytes: 0 });
    pending.add(requestId);
  });
  const done = (requestId: string, bytes: number) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.bytes = bytes;
    pending.delete(requestId);
    if (pending.size === 0) settle?.();
  };
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => done(requestId, encodedDataLength));
  cdp.on("Network.loadingFailed", ({ requestId }) => done(requestId, 0));

  // The page prefetches its own links' pages from 3 s after they come into view, four every 3 s
  // (Gatsby's loader, through window.___loader.enqueue): their bytes are the page's, not search's,
  // and on a busy machine they land between the shortcut and the first hit. The measured page
  // prefetches nothing; search's hits are plain links, which prefetch nothing anyway.
  await page.addInitScript(() => {
    let loader: unknown;
    Object.defineProperty(window, "___loader", {
      configurable: true,
      get: () => loader,
      set: (value: Record<string, unknown>) => {
        loader = {
          ...value,
          enqueue: () => ({ then: (resolve: (ok: boolean) => void) => resolve(false), abort() {} }),
        };
      },
    });
  });
  await page.goto(origin + route, { waitUntil: "networkidle" });
  await waitForHydration(page);
  counting = true;
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Search the documentation" });
  await dialog.getByRole("combobox").waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "combobox");
  await page.keyboard.type(query);
  await dialog.getByRole("option").first().waitFor();
  counting = false;
  // What was asked for before the first hit showed is counted whole.
  if (pending.size > 0) await new Promise<void>((resolve) => (settle = resolve));
  const firstHit = await dialog.getByRole("option").first().getAttribute("href");
  await context.close();
  const entries = [...requests.values()];
  return { query, firstHit, entries, total: entries.reduce((sum, entry) => sum + entry.bytes, 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const queries = process.argv.slice(2).length ? process.argv.slice(2) : ["quote", "AAPL"];
  const server = await startServer();
  const browser = await launchBrowser();
  let over = false;
  try {
    for (const query of queries) {
      const result = await measureDialogBytes(browser, server.origin, query);
      for (const entry of result.entries)
        console.log(`  ${(entry.bytes / 1024).toFixed(1).padStart(6)} KB  ${entry.path}`);
      const index = result.entries.filter((entry) => entry.path.startsWith("/search/"));
      console.log(
        `  index: ${index.length} files, ${(index.reduce((sum, entry) => sum + entry.bytes, 0) / 1024).toFixed(1)} KB`,
      );
      console.log(
        `"${query}": ${(result.total / 1024).toFixed(1)} KB from Ctrl+K to the first hit (${result.firstHit}), budget ${DIALOG_BUDGET_KB} KB`,
      );
      over ||= result.total > DIALOG_BUDGET_KB * 1024;
    }
  } finally {
    await browser.close();
    await server.stop?.();
  }
  process.exit(over ? 1 : 0);
}
