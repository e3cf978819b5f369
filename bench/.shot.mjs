import { chromium } from "playwright-core";
const [,, url, out, width = "1280", action = ""] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url);
await page.waitForLoadState("networkidle");
if (action === "tryit") {
  await page.getByRole("button", { name: /Send API request/i }).first().click();
  await page.getByRole("region", { name: /Try it|Send/i }).first().waitFor().catch(() => {});
  await page.waitForTimeout(1500);
}
await page.screenshot({ path: out, fullPage: false });
await browser.close();
