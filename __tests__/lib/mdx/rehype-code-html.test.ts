/** @jest-environment node */
import { hastToHtml, rehypeCodeHtml } from "../../../src/lib/mdx/rehype-code-html";
import { rehypeCodeBlocks } from "../../../src/lib/mdx/rehype-code-blocks";
import type { ElementNode, TreeNode } from "../../../src/lib/mdx/tree";
import { codeBlock } from "../../fixtures/code-block";

describe("hastToHtml", () => {
  test("escapes text and attribute values and joins class lists", () => {
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
    expect(html).toBe('<span class="token string" data-note="a &quot;b&quot;">&quot;&lt;AAPL&gt; &amp; co&quot;</span>\n');
  });
});

describe("rehypeCodeHtml", () => {
  test("moves a highlighted block's code element into one HTML string on the pre", () => {
    const pre = codeBlock('curl "https://api.tickwire.io/v1/stocks/quote?symbol=AAPL"\n', { language: "bash" });
    const tree: TreeNode = { type: "root", children: [pre] };
    rehypeCodeBlocks()(tree);
    const highlighted = hastToHtml(pre.children);
    rehypeCodeHtml()(tree);
    expect(pre.children).toEqual([]);
    expect(pre.properties["data-code-html"]).toBe(highlighted);
    expect(highlighted).toBe(
      '<code class="language-bash"><span class="code-line"><span class="token function">curl</span> ' +
        '<span class="token string">&quot;https://api.tickwire.io/v1/stocks/quote?symbol=AAPL&quot;</span>\n</span></code>',
    );
  });

  test("leaves a pre that the highlighter did not mark alone", () => {
    const pre: ElementNode = { type: "element", tagName: "pre", properties: {}, children: [{ type: "text", value: "raw" }] };
    rehypeCodeHtml()({ type: "root", children: [pre] });
    expect(pre).toEqual({ type: "element", tagName: "pre", properties: {}, children: [{ type: "text", value: "raw" }] });
  });
});
