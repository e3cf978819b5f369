/** @jest-environment node */
import { mdxSections, truncateAtWord } from "../../../src/lib/search/mdx-sections";
import { buildSearchRecords, type SearchPageSource } from "../../../src/lib/search/records";

const BODY = `import { Admonition } from "../components";

Tickwire streams **quotes** over [WebSocket](/docs/websocket).

## Authenticate

Send your key first.

\`\`\`json
{ "event": "auth", "secret": "never indexed" }
\`\`\`

<Admonition type="warning" title="Not indexed">
Keys expire after 90 days.
</Admonition>

### Errors

| Code | Meaning |
| ---- | ------- |
| 4001 | No auth message |

#### Retry

Wait a second.

## Subscribe

- Pick symbols
`;

const page = (overrides: Partial<SearchPageSource>): SearchPageSource => ({
  path: "/docs/websocket",
  title: "WebSocket API",
  description: "Stream quotes.",
  sidebarId: "websocket",
  keywords: [],
  trail: [],
  body: null,
  source: "content/docs/websocket/index.mdx",
  ...overrides,
});

describe("guide text for search", () => {
  it("splits a body into the opening and one section per h2 and h3, as plain text without code", () => {
    const sections = mdxSections(BODY);
    expect(
      sections.map((section) => [
        section.heading?.value ?? null,
        section.heading?.depth ?? null,
        section.parent?.value ?? null,
        section.text,
      ]),
    ).toEqual([
      [null, null, null, "Tickwire streams quotes over WebSocket."],
      ["Authenticate", 2, null, "Send your key first. Keys expire after 90 days."],
      ["Errors", 3, "Authenticate", "Code Meaning 4001 No auth message Retry Wait a second."],
      ["Subscribe", 2, null, "Pick symbols"],
    ]);
    expect(JSON.stringify(sections)).not.toContain("never indexed");
    expect(JSON.stringify(sections)).not.toContain("Not indexed");
  });

  it("searches a code block's title with the section's code: a titled response finds its section", () => {
    const [, auth] = mdxSections(
      '## Authentication errors\n\n```json title="401 Unauthorized"\n{ "code": "missing_api_key" }\n```\n\n```py title=\'quote.py\'\nprint(1)\n```\n',
    );
    expect(auth.code).toEqual(["401 Unauthorized", "missing_api_key", "quote.py"]);
    expect(auth.text).toBe("");
  });

  it("cuts long text at a word", () => {
    expect(truncateAtWord("one two three four", 9)).toBe("one two…");
    expect(truncateAtWord("short", 9)).toBe("short");
  });
});

describe("search records", () => {
  const tags = { language: "en", version: "current" };

  it("gives a guide a page record and a record per section, linked to the heading's anchor", () => {
    const records = buildSearchRecords([page({ body: BODY, trail: ["WebSocket API"] })], tags);
    expect(
      records.map((record) => [record.url, record.type, record.hierarchy.lvl2, record.hierarchy.lvl3, record.position]),
    ).toEqual([
      ["/docs/websocket", "lvl1", null, null, 0],
      ["/docs/websocket#authenticate", "lvl2", "Authenticate", null, 1],
      ["/docs/websocket#errors", "lvl3", "Authenticate", "Errors", 2],
      ["/docs/websocket#subscribe", "lvl2", "Subscribe", null, 3],
    ]);
    expect(records[0]).toMatchObject({
      objectID: "/docs/websocket",
      content: "Stream quotes.",
      language: "en",
      version: "current",
      keywords: [],
      trail: ["WebSocket API"],
    });
    expect(
      records.every((record) => record.hierarchy.lvl0 === "WebSocket API" && record.hierarchy.lvl1 === "WebSocket API"),
    ).toBe(true);
  });

  it("names the site area from the sidebar, and leaves out the search and not-found pages", () => {
    const records = buildSearchRecords(
      [
        page({
          path: "/docs/api/crypto/get-quote",
          title: "Get quote",
          sidebarId: "api",
          keywords: ["GET"],
          trail: ["Available endpoints", "Crypto"],
        }),
        page({ path: "/docs/symbols/crypto/bitcoin", title: "Bitcoin (BTC)", sidebarId: "symbols" }),
        page({ path: "/docs/support", title: "Support", sidebarId: null, description: null }),
        page({ path: "/docs/search", title: "Search" }),
        page({ path: "/docs/404", title: "Not found" }),
      ],
      tags,
    );
    expect(records.map((record) => [record.url, record.hierarchy.lvl0])).toEqual([
      ["/docs/api/crypto/get-quote", "HTTP API"],
      ["/docs/support", "Guides"],
      ["/docs/symbols/crypto/bitcoin", "Symbols"],
    ]);
    expect(records[0]).toMatchObject({ keywords: ["GET"], trail: ["Available endpoints", "Crypto"] });
    expect(records[1].content).toBeNull();
  });

  it("refuses two records with one URL, naming both sources", () => {
    expect(() => buildSearchRecords([page({ source: "a.mdx" }), page({ source: "b.yaml" })], tags)).toThrow(
      "Two search records for /docs/websocket: from a.mdx and from b.yaml.",
    );
  });
});
