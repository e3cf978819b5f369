/** @jest-environment node */
import { parseCodeMeta, rehypeCodeBlocks } from "../../../src/lib/mdx/rehype-code-blocks";
import type { ElementNode, TreeNode } from "../../../src/lib/mdx/tree";
import { codeBlock } from "../../fixtures/code-block";
import { printCodeLines } from "../../fixtures/print-code-lines";

function run(...children: TreeNode[]): TreeNode {
  const tree: TreeNode = { type: "root", children };
  rehypeCodeBlocks()(tree);
  return tree;
}

const codeOf = (pre: ElementNode) => pre.children[0] as ElementNode;

describe("parseCodeMeta", () => {
  test.each([
    ['title="quote.py" {1,3-4}', { title: "quote.py", lines: [1, 3, 4] }],
    ["{2} title='Stocks stream'", { title: "Stocks stream", lines: [2] }],
    ['title="First lines of eod.csv.gz"', { title: "First lines of eod.csv.gz", lines: [] }],
    ['title=""', { title: "", lines: [] }],
    ["{ 1, 5-6 }", { title: null, lines: [1, 5, 6] }],
    ["showLineNumbers", { title: null, lines: [] }],
    ["", { title: null, lines: [] }],
  ])("%j", (meta, expected) => {
    const parsed = parseCodeMeta(meta);
    expect({ title: parsed.title, lines: [...parsed.lines].sort((a, b) => a - b) }).toEqual(expected);
  });
});

describe("rehypeCodeBlocks", () => {
  test("highlights the code and sets language, label and title on the pre", () => {
    const pre = codeBlock('import tickwire\nquote = tickwire.quote("AAPL")\nprint(quote)\n', {
      language: "python",
      meta: 'title="quote.py" {2}',
    });
    run(pre);
    expect(pre.properties).toEqual({
      "data-language": "python",
      "data-language-label": "Python",
      "data-title": "quote.py",
    });
    expect(printCodeLines(codeOf(pre).children)).toMatchInlineSnapshot(`
"  [tk|import] tickwire
> quote = tickwire.quote([ts|"AAPL"])
  [tk|print](quote)"
`);
  });

  test("reads the meta string from properties.metastring when data.meta is absent", () => {
    const pre = codeBlock('{ "symbol": "AAPL" }', { language: "json", metastring: "title='Response' {1}" });
    run(pre);
    expect(pre.properties["data-title"]).toBe("Response");
    expect(codeOf(pre).children).toHaveLength(1);
    expect((codeOf(pre).children[0] as ElementNode).properties.className).toEqual([
      "code-line",
      "code-line--highlighted",
    ]);
  });

  test("keeps the pre's existing properties and leaves out data-title without a title", () => {
    const pre = codeBlock("GET /v1/quotes HTTP/1.1", { language: "http" });
    pre.properties = { className: ["wide"], tabIndex: 0 };
    run(pre);
    expect(pre.properties).toEqual({
      className: ["wide"],
      tabIndex: 0,
      "data-language": "http",
      "data-language-label": "HTTP",
    });
  });

  test("a language alias keeps the author's name and uses the aliased grammar and label", () => {
    const pre = codeBlock("export TICKWIRE_KEY=abc", { language: "sh" });
    run(pre);
    expect(pre.properties).toMatchObject({ "data-language": "sh", "data-language-label": "Shell" });
    expect(printCodeLines(codeOf(pre).children)).toMatchInlineSnapshot(`"  [tf|export] [tp|TICKWIRE_KEY]=abc"`);
  });

  test("a fence without a language is plain text", () => {
    const pre = codeBlock("symbol,price\nAAPL,189.3\n");
    run(pre);
    expect(pre.properties).toEqual({ "data-language": "text", "data-language-label": "Text" });
    expect(printCodeLines(codeOf(pre).children)).toMatchInlineSnapshot(`
      "  symbol,price
        AAPL,189.3"
    `);
  });

  test("an unknown language falls back to plain text with an upper-case label", () => {
    const pre = codeBlock("+[----->+++<]>+.", { language: "brainfuck", meta: "{1}" });
    run(pre);
    expect(pre.properties).toEqual({ "data-language": "brainfuck", "data-language-label": "BRAINFUCK" });
    expect(codeOf(pre).children).toEqual([
      {
        type: "element",
        tagName: "span",
        properties: { className: ["code-line", "code-line--highlighted"] },
        children: [
          { type: "text", value: "+[----->+++<]>+." },
          { type: "text", value: "\n" },
        ],
      },
    ]);
  });

  test("joins several text children of the code element", () => {
    const pre = codeBlock("", { language: "text" });
    codeOf(pre).children = [
      { type: "text", value: "first " },
      { type: "text", value: "line\nsecond" },
    ];
    run(pre);
    expect(printCodeLines(codeOf(pre).children)).toBe("  first line\n  second");
  });

  test("handles every block in the tree and leaves inline code and other elements alone", () => {
    const inline: ElementNode = {
      type: "element",
      tagName: "code",
      properties: { className: ["language-js"] },
      children: [{ type: "text", value: "const x" }],
    };
    const paragraph: ElementNode = { type: "element", tagName: "p", properties: {}, children: [inline] };
    const emptyPre: ElementNode = {
      type: "element",
      tagName: "pre",
      properties: { id: "raw" },
      children: [{ type: "text", value: "raw" }],
    };
    const first = codeBlock("let a;", { language: "js" });
    const second = codeBlock("b = 1", { language: "ruby" });
    const section: ElementNode = { type: "element", tagName: "section", properties: {}, children: [second] };
    run(paragraph, first, emptyPre, section);
    expect(inline.children).toEqual([{ type: "text", value: "const x" }]);
    expect(emptyPre).toEqual({
      type: "element",
      tagName: "pre",
      properties: { id: "raw" },
      children: [{ type: "text", value: "raw" }],
    });
    expect(first.properties["data-language"]).toBe("js");
    expect(second.properties["data-language-label"]).toBe("Ruby");
    expect(printCodeLines(codeOf(first).children)).toBe("  [tk|let] a;");
    expect(printCodeLines(codeOf(second).children)).toBe("  b = [tn|1]");
  });
});
