/** @jest-environment node */
import fs from "fs";
import path from "path";
import { SIDEBAR_IDS, siteConfig } from "../../../site.config";
import { AuthorError } from "../../../src/lib/author-error";
import { checkNavbarSidebars, configLinkWarnings } from "../../../src/lib/chrome/config-navigation";

const text = fs.readFileSync(path.join(__dirname, "../../../site.config.ts"), "utf8");
const lineOf = (needle: string) => text.split("\n").findIndex((line) => line.includes(needle)) + 1;

test("the site's navbar names known sidebars", () => {
  expect(() => checkNavbarSidebars(siteConfig.navbar, SIDEBAR_IDS, text)).not.toThrow();
});

test("a navbar item naming an unknown sidebar is refused at its line with the closest id", () => {
  const edited = text.replace('sidebar: "websocket"', 'sidebar: "websockets"');
  const navbar = siteConfig.navbar.map((item) =>
    "sidebar" in item && item.sidebar === "websocket" ? { ...item, sidebar: "websockets" } : item,
  );
  expect(() => checkNavbarSidebars(navbar, SIDEBAR_IDS, edited)).toThrow(
    new AuthorError(
      "site.config.ts",
      `Invalid navbar in site.config.ts:\n  - site.config.ts:${lineOf('sidebar: "websocket"')} (navbar[3].sidebar): unknown sidebar "websockets"; did you mean "websocket"?\n` +
        '  Fix: name one of the sidebars "main", "api", "websocket", "symbols" (content/sidebars/<id>.yaml), or leave "sidebar" out.',
    ),
  );
});

test("navbar, footer and announcement links to missing pages are warnings naming the line", () => {
  const routes = [
    "/docs",
    "/docs/api",
    "/docs/websocket",
    "/docs/websocket/changelog",
    "/docs/symbols",
    "/docs/platform/getting-started",
    "/docs/payments/free",
    "/docs/payments/trial",
    "/docs/payments/enterprise",
    "/docs/products",
    "/docs/support",
  ];
  expect(configLinkWarnings(siteConfig, text, routes)).toEqual([]);
  const warnings = configLinkWarnings(
    siteConfig,
    text,
    routes.filter(
      (route) => !["/docs/platform/getting-started", "/docs/websocket", "/docs/websocket/changelog"].includes(route),
    ),
  );
  expect(warnings).toEqual([
    `Broken link in site.config.ts:${lineOf('{ label: "Get started", href: "/docs/platform/getting-started" }')} (navbar[1].href): "/docs/platform/getting-started" — no page at /docs/platform/getting-started.`,
    `Broken link in site.config.ts:${lineOf('{ label: "WebSocket API", href: "/docs/websocket", sidebar')} (navbar[3].href): "/docs/websocket" — no page at /docs/websocket.`,
    `Broken link in site.config.ts:${lineOf('{ label: "Getting started", href: "/docs/platform/getting-started" }')} (footer.columns[0].items[1].href): "/docs/platform/getting-started" — no page at /docs/platform/getting-started.`,
    `Broken link in site.config.ts:${lineOf('{ label: "WebSocket API", href: "/docs/websocket" }')} (footer.columns[0].items[3].href): "/docs/websocket" — no page at /docs/websocket.`,
    `Broken link in site.config.ts:${lineOf(`href: ${JSON.stringify(siteConfig.announcement?.href)}`)} (announcement.href): "${siteConfig.announcement?.href}" — no page at /docs/websocket/changelog.`,
  ]);
});
