/** @jest-environment node */
import { FACTS } from "../../fixtures/facts";
import { guideMarkdown } from "../../../src/lib/markdown-export/guide";

const BODY = `import { SymbolListCards } from "../../src/components/symbols/SymbolListCards"

Intro with <Fact path="plans.free.httpPerDay" /> requests and \`{{facts.hosts.api.baseUrl}}\`.

{/* an author's note */}

<Admonition type="warning" title="Mind the limits">

Keep under <Fact path="plans.free.httpPerMinute" /> a minute.

</Admonition>

<Tabs groupId="os">
<TabItem value="linux" label="Linux">

Run it.

</TabItem>
<TabItem value="mac" label="macOS">

Run it too.

</TabItem>
</Tabs>

<LanguageTabs>

\`\`\`bash title="quote.sh" {2}
curl "{{facts.hosts.api.baseUrl}}/stocks/quote"
\`\`\`

\`\`\`python
import requests
<Admonition>not a tag inside code</Admonition>
\`\`\`

</LanguageTabs>

<PlanComparison plans="free,trial" />

<SymbolListCards />

<Unknown prop="x">Kept text</Unknown>
`;

describe("guideMarkdown", () => {
  const markdown = guideMarkdown(
    {
      title: "Limits",
      description: "How many requests.",
      body: BODY,
      file: "content/docs/x.mdx",
      cards: [{ label: "Stocks", href: "/docs/products/stocks", description: "Equities." }],
    },
    { facts: FACTS, components: { SymbolListCards: () => "- [Crypto](/docs/symbols/crypto)" } },
  );

  it("starts with the title and description, and drops imports and comments", () => {
    expect(markdown.startsWith("# Limits\n\nHow many requests.\n\n")).toBe(true);
    expect(markdown).not.toMatch(/import \{ SymbolListCards|author's note/);
  });

  it("resolves facts in prose, inline code and code", () => {
    expect(markdown).toContain(
      `Intro with ${FACTS.plans.free.httpPerDay!.toLocaleString("en-US")} requests and \`${FACTS.hosts.api.baseUrl}\`.`,
    );
    expect(markdown).toContain(`curl "${FACTS.hosts.api.baseUrl}/stocks/quote"`);
    expect(markdown).not.toContain("{{facts");
    expect(markdown).not.toContain("<Fact");
  });

  it("turns an admonition into a block quote with its type and title", () => {
    expect(markdown).toContain(
      `> **Warning: Mind the limits**\n>\n> Keep under ${FACTS.plans.free.httpPerMinute} a minute.\n\n`,
    );
  });

  it("labels tabs and language tabs, and keeps code fences without line highlights", () => {
    expect(markdown).toMatch(/\*\*Linux\*\*\n\nRun it\.\n\n\*\*macOS\*\*\n\nRun it too\./);
    expect(markdown).toContain('**curl**\n\n```bash title="quote.sh"\n');
    expect(markdown).toContain(
      "**Python**\n\n```python\nimport requests\n<Admonition>not a tag inside code</Admonition>\n```",
    );
  });

  it("renders fact tables and provided components, and keeps the text of others", () => {
    expect(markdown).toContain("|  | Free | Trial |\n| --- | --- | --- |\n| Price |");
    expect(markdown).toContain("- [Crypto](/docs/symbols/crypto)");
    expect(markdown).toContain("Kept text");
    const prose = markdown.replace(/```[\s\S]*?```/g, "");
    expect(prose).not.toMatch(/<\/?[A-Z]/);
  });

  it("lists the page's cards", () => {
    expect(markdown.trimEnd().endsWith("- [Stocks](/docs/products/stocks): Equities.")).toBe(true);
  });

  it("names an unknown fact", () => {
    expect(() =>
      guideMarkdown({ title: "x", description: null, body: '<Fact path="nope" />', file: "f.mdx" }, { facts: FACTS }),
    ).toThrow(/nope/);
  });
});
