/** @jest-environment node */
import fs from "fs";
import path from "path";
import { siteConfig } from "../../../site.config";
import { AuthorError } from "../../../src/lib/author-error";
import { checkConfigLinks } from "../../../src/lib/chrome/config-links";
import { lineOfLiteral } from "../../../src/lib/chrome/config-source";

const siteConfigText = fs.readFileSync(path.join(__dirname, "../../../site.config.ts"), "utf8");

/** site.config.ts with `from` replaced by `to` once, after `section`: the text and the config it declares. */
function changed(section: string, from: string, to: string) {
  const start = siteConfigText.indexOf(section);
  const at = siteConfigText.indexOf(JSON.stringify(from), start);
  if (start < 0 || at < 0) throw new Error(`site.config.ts has no ${JSON.stringify(from)} after ${section}`);
  const text =
    siteConfigText.slice(0, at) + JSON.stringify(to) + siteConfigText.slice(at + JSON.stringify(from).length);
  const line = text.slice(0, at).split("\n").length;
  return { text, line };
}

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AuthorError);
    return (error as Error).message;
  }
  throw new Error("expected an AuthorError");
}

test("the site's own links are safe", () => {
  expect(() => checkConfigLinks(siteConfig, siteConfigText)).not.toThrow();
});

test("a javascript: navbar link is refused with its line and setting", () => {
  const { text, line } = changed("navbar:", "/docs/api", "javascript:alert(document.cookie)");
  const config = {
    ...siteConfig,
    navbar: siteConfig.navbar.map((item) =>
      item.href === "/docs/api" ? { ...item, href: "javascript:alert(document.cookie)" } : item,
    ),
  };
  expect(messageOf(() => checkConfigLinks(config, text))).toBe(
    [
      "Unsafe link in site.config.ts:",
      `  - site.config.ts:${line} (navbar[2].href): unsafe link "javascript:alert(document.cookie)": the "javascript:" scheme is not allowed.`,
      "  Fix: Link to an http(s):// or mailto: URL, a /docs path, a relative path or a #anchor.",
    ].join("\n"),
  );
});

test("an obfuscated footer link is refused at its own line, not at an equal value elsewhere", () => {
  const { text, line } = changed('title: "Help"', "https://community.tickwire.io", " JaVa\tScRiPt:alert(1)");
  const columns = siteConfig.footer.columns.map((column) => ({
    ...column,
    items: column.items.map((item) =>
      item.href === "https://community.tickwire.io" ? { ...item, href: " JaVa\tScRiPt:alert(1)" } : item,
    ),
  }));
  const message = messageOf(() => checkConfigLinks({ ...siteConfig, footer: { ...siteConfig.footer, columns } }, text));
  expect(message).toContain(
    `site.config.ts:${line} (footer.columns[2].items[2].href): unsafe link " JaVa\\tScRiPt:alert(1)"`,
  );
});

test("an announcement link with a data: URL is refused; one without a link is fine", () => {
  const { text, line } = changed(
    "announcement: {",
    String(siteConfig.announcement?.href),
    "data:text/html,<script>alert(1)</script>",
  );
  const announcement = { id: "x", content: "y", href: "data:text/html,<script>alert(1)</script>" };
  expect(messageOf(() => checkConfigLinks({ ...siteConfig, announcement }, text))).toContain(
    `site.config.ts:${line} (announcement.href): unsafe link "data:`,
  );
  expect(() =>
    checkConfigLinks({ ...siteConfig, announcement: { id: "x", content: "y" } as { href?: string } }, siteConfigText),
  ).not.toThrow();
  expect(() => checkConfigLinks({ ...siteConfig, announcement: null }, siteConfigText)).not.toThrow();
});

test("lineOfLiteral finds a literal after its sections, in any quotes, or says it cannot", () => {
  const text = ['a: "/docs",', "navbar: [", "  { href: '/docs' },", "footer: {", "  Help: `/docs`"].join("\n");
  expect(lineOfLiteral(text, "/docs")).toBe(1);
  expect(lineOfLiteral(text, "/docs", ["navbar:"])).toBe(3);
  expect(lineOfLiteral(text, "/docs", ["footer:", "Help"])).toBe(5);
  expect(lineOfLiteral(text, "/nowhere")).toBeNull();
});
