/** @jest-environment node */
import { hastToHtml, rehypeCodeHtml } from "../../../src/lib/mdx/rehype-code-html";
import { rehypeCodeBlocks } from "../../../src/lib/mdx/rehype-code-blocks";
import type { ElementNode, TreeNode } from "../../../src/lib/mdx/tree";
import { codeBlock } from "../../fixtures/code-block";

describe("hastToHtml", () => {
  test("escapes text and attribute values, quotes only values that need it, and joins class lists", () => {
    const html = hastToHtml([
      {
        type: "element",
        tagName: "span",
        properties: { className: ["token", "string"], "data-note": 'a "b"', hidden: false },
        children: [{ type: "text", value: '"<AAPL> & co"' }],
      },
      { type: "text", value: "\n" },
      { type: "comment", value: "dropped" },
    ]);
    expect(html).toBe('<span class="token string" data-note="a &quot;b&quot;">"&lt;AAPL&gt; &amp; co"</span>\n');
    expect(hastToHtml([{ type: "element", tagName: "span", properties: { className: ["ts"] }, children: [] }])).toBe(
      "<span class=ts></span>",
    );
  });
});

describe("rehypeCodeHtml", () => {
  test("moves a highlighted block's code element into one HTML string on the pre, without line wrappers", () => {
    const pre = codeBlock('curl "https://api.tickwire.io/v1/stocks/quote?symbol=AAPL"\n', { language: "bash" });
    const tree: TreeNode = { type: "root", children: [pre] };
    rehypeCodeBlocks()(tree);
    rehypeCodeHtml()(tree);
    expect(pre.children).toEqual([]);
    expect(pre.properties["data-code-html"]).toBe(
      '<code class=language-bash><span class=tf>curl</span> <span class=ts>"https://api.tickwire.io/v1/stocks/quote?symbol=AAPL"</span>\n</code>',
    );
  });

  test("keeps one wrapper per line when the block highlights lines", () => {
    const pre = codeBlock("a = 1\nb = 2\n", { language: "python", meta: "{2}" });
    const tree: TreeNode = { type: "root", children: [pre] };
    rehypeCodeBlocks()(tree);
    rehypeCodeHtml()(tree);
    expect(pre.properties["data-code-html"]).toBe(
      "<code class=language-python><span class=code-line>a = <span class=tn>1</span>\n</span>" +
        '<span class="code-line code-line--highlighted">b = <span class=tn>2</span>\n</span></code>',
    );
  });

  test("leaves a pre that the highlighter did not mark alone", () => {
    const pre: ElementNode = {
      type: "element",
      tagName: "pre",
      properties: {},
      children: [{ type: "text", value: "raw" }],
    };
    rehypeCodeHtml()({ type: "root", children: [pre] });
    expect(pre).toEqual({
      type: "element",
      tagName: "pre",
      properties: {},
      children: [{ type: "text", value: "raw" }],
    });
  });
});
