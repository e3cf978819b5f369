/** @jest-environment node */
import { buildToc, extractHeadings, headingText, type Heading } from "../../src/lib/headings";

const h = (depth: number, value: string, id: string): Heading => ({ depth, value, id });

describe("headingText", () => {
  test.each([
    ["**Quotes** and _trades_", "Quotes and trades"],
    ["__Bold__ and *em*", "Bold and em"],
    ["[Rate limits](/docs/api/limits) explained", "Rate limits explained"],
    ["![Logo](/logo.svg) Brand", "Logo Brand"],
    ["The `GET /quotes` endpoint", "The GET /quotes endpoint"],
    ["Streams <Badge>beta</Badge>", "Streams beta"],
    ["Compare &lt;symbol&gt; &amp; pairs", "Compare <symbol> & pairs"],
    ["Escaped \\# and \\(parens\\)", "Escaped # and (parens)"],
    ["  **Padded**  ", "Padded"],
  ])("%j → %j", (markdown, text) => {
    expect(headingText(markdown)).toBe(text);
  });

  // Regression: emphasis is stripped after inline code is unwrapped, so `_` inside code spans is read
  // as emphasis. The rendered heading shows "max_page_size", the TOC shows "maxpagesize".
  test("keeps underscores inside inline code", () => {
    expect(headingText("The `max_page_size` parameter")).toBe("The max_page_size parameter");
  });

  // Regression: CommonMark does not treat intraword underscores as emphasis.
  test("keeps intraword underscores in plain text", () => {
    expect(headingText("The max_page_size parameter")).toBe("The max_page_size parameter");
  });

  // Regression: HTML tags are stripped after code spans are unwrapped, so a component name written as
  // code disappears: the TOC shows "Use  for language tabs".
  test("keeps tag-like text inside inline code", () => {
    expect(headingText("Use `<Tabs>` for language tabs")).toBe("Use <Tabs> for language tabs");
  });

  // Regression: escapes are undone after emphasis is stripped, so \*stars\* is read as emphasis.
  test("keeps escaped asterisks", () => {
    expect(headingText("Escaped \\*stars\\*")).toBe("Escaped *stars*");
  });
});

describe("extractHeadings", () => {
  test("finds ATX headings of every depth with text and ids", () => {
    const body = [
      "# Quotes API",
      "Intro paragraph.",
      "## Authentication",
      "### API keys",
      "#### Rotating keys",
      "## Rate limits ##",
      "   ### Indented three spaces",
      "    ## Four spaces is indented code",
      "####### Seven hashes is a paragraph",
      "#hashtag is a paragraph",
    ].join("\n");
    expect(extractHeadings(body)).toEqual([
      h(1, "Quotes API", "quotes-api"),
      h(2, "Authentication", "authentication"),
      h(3, "API keys", "api-keys"),
      h(4, "Rotating keys", "rotating-keys"),
      h(2, "Rate limits", "rate-limits"),
      h(3, "Indented three spaces", "indented-three-spaces"),
    ]);
  });

  test("ids drop punctuation, unwrap inline code and links", () => {
    const body = [
      "## What's new?",
      "## The `GET /v1/quotes` endpoint",
      "## [Webhooks](/docs/api/webhooks) & retries",
      "## **Errors**: 4xx and 5xx",
    ].join("\n");
    expect(extractHeadings(body)).toEqual([
      h(2, "What's new?", "whats-new"),
      h(2, "The GET /v1/quotes endpoint", "the-get-v1quotes-endpoint"),
      h(2, "Webhooks & retries", "webhooks--retries"),
      h(2, "Errors: 4xx and 5xx", "errors-4xx-and-5xx"),
    ]);
  });

  test("duplicate headings get -1 and -2 in document order", () => {
    const body = "## Example\n### Example\n## Example\n## Response\n### Response";
    expect(extractHeadings(body).map((heading) => heading.id)).toEqual([
      "example",
      "example-1",
      "example-2",
      "response",
      "response-1",
    ]);
  });

  test("headings inside backtick and tilde fences are ignored", () => {
    const body = [
      "## Before",
      "```bash",
      "# comment in a shell script",
      "```",
      "~~~python",
      "# comment in Python",
      "```",
      "## still code: a backtick line does not close a tilde fence",
      "~~~",
      "````md",
      "```js",
      "## inside a four-backtick fence",
      "```",
      "````",
      "## After",
    ].join("\n");
    expect(extractHeadings(body)).toEqual([h(2, "Before", "before"), h(2, "After", "after")]);
  });

  test("an unclosed fence hides the rest of the body", () => {
    expect(extractHeadings("## Shown\n```\n## Hidden\n## Also hidden")).toEqual([h(2, "Shown", "shown")]);
  });

  test("handles CRLF line endings", () => {
    expect(extractHeadings("## One\r\ntext\r\n## Two\r\n")).toEqual([h(2, "One", "one"), h(2, "Two", "two")]);
  });

  // Regression: the closing-sequence pattern `#*` needs no space before it, so a heading ending in "#"
  // loses it. CommonMark keeps "C#"; the rendered heading says "Using C#", the TOC "Using C".
  test("keeps a # that ends a word", () => {
    expect(extractHeadings("## Using C#")).toEqual([h(2, "Using C#", "using-c")]);
  });

  // Regression: any fence line closes an open fence, but CommonMark closing fences cannot carry an info
  // string. Here "```js" is content of the md block, and "## inside" is not a heading.
  test("a fence line with an info string does not close an open fence", () => {
    const body = ["```md", "```js", "## inside", "```", "```"].join("\n");
    expect(extractHeadings(body)).toEqual([]);
  });
});

describe("buildToc", () => {
  test("nests h3 under the preceding h2 and ignores other depths", () => {
    const headings = [
      h(1, "Title", "title"),
      h(2, "Install", "install"),
      h(3, "npm", "npm"),
      h(4, "Deep", "deep"),
      h(3, "yarn", "yarn"),
      h(2, "Usage", "usage"),
      h(5, "Deeper", "deeper"),
      h(2, "FAQ", "faq"),
      h(3, "Why?", "why"),
    ];
    expect(buildToc(headings)).toEqual([
      {
        id: "install",
        value: "Install",
        children: [
          { id: "npm", value: "npm", children: [] },
          { id: "yarn", value: "yarn", children: [] },
        ],
      },
      { id: "usage", value: "Usage", children: [] },
      { id: "faq", value: "FAQ", children: [{ id: "why", value: "Why?", children: [] }] },
    ]);
  });

  test("an h3 before any h2 becomes a top-level entry", () => {
    expect(buildToc([h(3, "Early", "early"), h(2, "Main", "main"), h(3, "Sub", "sub")])).toEqual([
      { id: "early", value: "Early", children: [] },
      { id: "main", value: "Main", children: [{ id: "sub", value: "Sub", children: [] }] },
    ]);
  });

  // Regression: the parent is simply the last top-level entry, so a second h3 before any h2 is nested
  // under the first h3 instead of becoming a top-level entry too.
  test("every h3 before the first h2 becomes a top-level entry", () => {
    expect(buildToc([h(3, "Early", "early"), h(3, "Also early", "also-early"), h(2, "Main", "main")])).toEqual([
      { id: "early", value: "Early", children: [] },
      { id: "also-early", value: "Also early", children: [] },
      { id: "main", value: "Main", children: [] },
    ]);
  });

  test("no h2 or h3 gives an empty table of contents", () => {
    expect(buildToc([h(1, "Title", "title"), h(4, "Deep", "deep")])).toEqual([]);
  });

  test("works on extracted headings end to end", () => {
    const toc = buildToc(extractHeadings("# Page\n## Limits\n### Per minute\n### Per minute\n## Limits"));
    expect(toc).toEqual([
      {
        id: "limits",
        value: "Limits",
        children: [
          { id: "per-minute", value: "Per minute", children: [] },
          { id: "per-minute-1", value: "Per minute", children: [] },
        ],
      },
      { id: "limits-1", value: "Limits", children: [] },
    ]);
  });
});
