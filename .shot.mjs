import { launchBrowser, startServer, waitForHydration } from "./e2e/harness.mjs";
const server = await startServer(); const browser = await launchBrowser();
const [route, scheme, width, name] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: scheme });
await page.goto(server.origin + route, { waitUntil: "networkidle" }); await waitForHydration(page);
await page.screenshot({ path: `/tmp/${name}.png` });
await browser.close(); server.stop();
