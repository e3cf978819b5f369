/** @jest-environment node */
import { extractHeadings } from "../../src/lib/headings";
import { checkLinks, extractLinks, splitInternalHref, type LinkedPage } from "../../src/lib/links";

describe("extractLinks", () => {
  test("finds Markdown links and href attributes with 1-based line numbers", () => {
    const body = [
      "See [rate limits](/docs/api/limits) and [keys](/docs/api/authentication#api-keys).",
      "",
      '<a href="/docs/support">Support</a> and <Card href=\'/docs/products\' title="Products" />',
      '[titled](/docs/payments/free "Free plan") and [angle](</docs/platform/status>)',
      "[external](https://status.tickwire.io) and [same page](#errors)",
    ].join("\n");
    expect(extractLinks(body)).toEqual([
      { href: "/docs/api/limits", line: 1 },
      { href: "/docs/api/authentication#api-keys", line: 1 },
      { href: "/docs/support", line: 3 },
      { href: "/docs/products", line: 3 },
      { href: "/docs/payments/free", line: 4 },
      { href: "/docs/platform/status", line: 4 },
      { href: "https://status.tickwire.io", line: 5 },
      { href: "#errors", line: 5 },
    ]);
  });

  test("skips inline code but keeps links beside it", () => {
    const body = 'Write `[label](/docs/nope)` or `<a href="/docs/nope">` to link, like [this](/docs/yes).';
    expect(extractLinks(body)).toEqual([{ href: "/docs/yes", line: 1 }]);
  });

  test("skips fenced code, backtick and tilde, and counts the fence lines", () => {
    const body = [
      "```md",
      "[fenced](/docs/fenced)",
      "```",
      "~~~html",
      '<a href="/docs/fenced-html">x</a>',
      "```",
      "[still fenced](/docs/still)",
      "~~~",
      "[after](/docs/after)",
    ].join("\n");
    expect(extractLinks(body)).toEqual([{ href: "/docs/after", line: 9 }]);
  });

  test("counts lines with CRLF endings", () => {
    expect(extractLinks("intro\r\n\r\n[x](/docs/x)\r\n")).toEqual([{ href: "/docs/x", line: 3 }]);
  });

  test("a body without links gives nothing", () => {
    expect(extractLinks("Just text, [brackets] and (parens).")).toEqual([]);
  });
});

describe("splitInternalHref", () => {
  test.each([
    ["#errors", { route: "/docs/api", anchor: "errors" }],
    ["#", { route: "/docs/api", anchor: null }],
    ["/docs/api/limits", { route: "/docs/api/limits", anchor: null }],
    ["/docs/api/limits/#headers", { route: "/docs/api/limits", anchor: "headers" }],
    ["/docs/api?tab=curl#auth", { route: "/docs/api", anchor: "auth" }],
    ["/docs/", { route: "/docs", anchor: null }],
    ["/", { route: "/", anchor: null }],
  ])("%j from /docs/api → %j", (href, target) => {
    expect(splitInternalHref(href, "/docs/api")).toEqual(target);
  });

  test.each(["https://tickwire.io/docs", "mailto:support@tickwire.io", "../limits", "limits"])(
    "%j is not internal (null)",
    (href) => {
      expect(splitInternalHref(href, "/docs/api")).toBeNull();
    },
  );
});

describe("checkLinks", () => {
  const limits: LinkedPage = {
    route: "/docs/api/limits",
    file: "content/docs/api/limits.mdx",
    anchors: new Set(["limits-per-plan", "headers"]),
    links: [
      { href: "/docs/api/authentication#api-keys", line: 3 },
      { href: "/docs/api/authentication#missing", line: 5 },
      { href: "/docs/api/pagination", line: 7 },
      { href: "#headers", line: 9 },
      { href: "#nope", line: 10 },
      { href: "https://status.tickwire.io", line: 11 },
      { href: "/docs/api/authentication/", line: 12 },
      { href: "/docs/category/http-api", line: 13 },
      { href: "#", line: 14 },
    ],
  };
  const authentication: LinkedPage = {
    route: "/docs/api/authentication",
    file: "content/docs/api/authentication.mdx",
    anchors: new Set(["api-keys"]),
    links: [{ href: "/docs/api/limits#limits-per-plan", line: 2 }],
  };

  test("warns for missing routes and anchors, naming file:line and route", () => {
    expect(checkLinks([limits, authentication], ["/docs/category/http-api"])).toMatchInlineSnapshot(`
      [
        "Broken anchor in content/docs/api/limits.mdx:5 (/docs/api/limits): "/docs/api/authentication#missing" — /docs/api/authentication has no heading #missing.",
        "Broken link in content/docs/api/limits.mdx:7 (/docs/api/limits): "/docs/api/pagination" — no page at /docs/api/pagination.",
        "Broken anchor in content/docs/api/limits.mdx:10 (/docs/api/limits): "#nope" — /docs/api/limits has no heading #nope.",
      ]
    `);
  });

  test("a route known only as an extra route is broken without it", () => {
    const warnings = checkLinks([limits, authentication]);
    expect(warnings).toContain(
      'Broken link in content/docs/api/limits.mdx:13 (/docs/api/limits): "/docs/category/http-api" — no page at /docs/category/http-api.',
    );
    expect(warnings).toHaveLength(4);
  });

  test("anchors on extra routes are not checked (their headings are unknown)", () => {
    const page: LinkedPage = {
      route: "/docs",
      file: "content/docs/index.mdx",
      anchors: new Set(),
      links: [{ href: "/docs/category/http-api#anything", line: 1 }],
    };
    expect(checkLinks([page], ["/docs/category/http-api"])).toEqual([]);
  });

  test("same-page anchors are checked against the page's own headings", () => {
    const page: LinkedPage = {
      route: "/docs/websocket",
      file: "content/docs/websocket/index.mdx",
      anchors: new Set(["connect"]),
      links: [
        { href: "#connect", line: 4 },
        { href: "#disconnect", line: 6 },
      ],
    };
    expect(checkLinks([page])).toEqual([
      'Broken anchor in content/docs/websocket/index.mdx:6 (/docs/websocket): "#disconnect" — /docs/websocket has no heading #disconnect.',
    ]);
  });

  test("anchors found by extractHeadings satisfy links found by extractLinks", () => {
    const body = [
      "## Rate limits",
      "### Rate limits",
      "Read [the headers](#rate-limits-1) and [the `Retry-After` header](#the-retry-after-header).",
      "## The `Retry-After` header",
      "See [missing](#retry-after).",
    ].join("\n");
    const page: LinkedPage = {
      route: "/docs/api/limits",
      file: "content/docs/api/limits.mdx",
      anchors: new Set(extractHeadings(body).map((heading) => heading.id)),
      links: extractLinks(body),
    };
    expect(checkLinks([page])).toEqual([
      'Broken anchor in content/docs/api/limits.mdx:5 (/docs/api/limits): "#retry-after" — /docs/api/limits has no heading #retry-after.',
    ]);
  });
});

test("extractLinks reports lines of the file when given the lines in front of the body", () => {
  expect(extractLinks("Intro\n\n[limits](/docs/api/limits#nope)", 5)).toEqual([
    { href: "/docs/api/limits#nope", line: 8 },
  ]);
});

test("when a guide and an operation page share a route, anchors are those of the page that was kept", () => {
  const guide: LinkedPage = {
    route: "/docs/api/x",
    file: "content/docs/api/x.mdx",
    anchors: new Set(["guide-heading"]),
    links: [{ href: "#nope", line: 9 }],
  };
  const operation: LinkedPage = {
    route: "/docs/api/x",
    file: "specs/http-api.openapi.yaml (#/paths/~1x/get)",
    anchors: new Set(["responses"]),
    links: [],
  };
  const linker: LinkedPage = {
    route: "/docs/guide",
    file: "content/docs/guide.mdx",
    anchors: new Set(),
    links: [
      { href: "/docs/api/x#responses", line: 3 },
      { href: "/docs/api/x#guide-heading", line: 4 },
    ],
  };
  const kept = new Map([
    ["/docs/api/x", "specs/http-api.openapi.yaml (#/paths/~1x/get)"],
    ["/docs/guide", "content/docs/guide.mdx"],
  ]);
  expect(checkLinks([guide, operation, linker], [], [], kept)).toEqual([
    'Broken anchor in content/docs/guide.mdx:4 (/docs/guide): "/docs/api/x#guide-heading" — /docs/api/x has no heading #guide-heading.',
  ]);
});
