/** @jest-environment node */
import { rehypeTableLabels } from "../../../src/lib/mdx/rehype-table-labels";
import type { ElementNode, TreeNode } from "../../../src/lib/mdx/tree";
import { el, text } from "../../fixtures/hast";

/** A hast table as remark-gfm and remark-rehype produce it: `| | Free | Trial |`. */
const table = (...headers: string[]) =>
  el("table", [
    el("thead", [
      el(
        "tr",
        headers.map((header) => el("th", header ? [text(header)] : [])),
      ),
    ]),
    el("tbody", [
      el(
        "tr",
        headers.map(() => el("td", [text("x")])),
      ),
    ]),
  ]);

function label(tree: TreeNode, index = 0): unknown {
  const tables: ElementNode[] = [];
  const collect = (node: TreeNode) => {
    if (node.type === "element" && (node as ElementNode).tagName === "table") tables.push(node as ElementNode);
    (node.children ?? []).forEach(collect);
  };
  rehypeTableLabels()(tree);
  collect(tree);
  return tables[index].properties["data-label"];
}

describe("rehypeTableLabels", () => {
  test("names a table after the closest heading above it, inline code included", () => {
    const tree = el("root", [
      el("h2", [text("Limits")]),
      el("p", [text("Intro.")]),
      el("h3", [text("The "), el("code", [text("X-RateLimit")]), text(" headers")]),
      table("Header", "Meaning"),
    ]);
    expect(label(tree)).toBe("The X-RateLimit headers");
  });

  test("finds headings and tables inside JSX such as admonitions and tabs", () => {
    const tree = el("root", [
      el("h2", [text("Comparison")]),
      { type: "mdxJsxFlowElement", name: "Admonition", children: [table("", "Free", "Trial")] },
      el("h2", [text("Billing")]),
      { type: "mdxJsxFlowElement", name: "TabItem", children: [table("Plan", "Price")] },
    ]);
    expect(label(tree, 0)).toBe("Comparison");
    expect(label(tree, 1)).toBe("Billing");
  });

  test("names a table before any heading after its non-empty column headers", () => {
    expect(label(el("root", [table("", "HTTP REST", "WebSocket")]))).toBe("HTTP REST, WebSocket");
  });

  test("keeps a label the author set", () => {
    const labelled = table("A");
    labelled.properties["data-label"] = "Own";
    expect(label(el("root", [el("h2", [text("Heading")]), labelled]))).toBe("Own");
  });
});
