/** @jest-environment node */
import { findUnknownComponents, unknownComponentError } from "../../../src/lib/mdx/components-check";
import type { TreeNode } from "../../../src/lib/mdx/tree";

/** A JSX element node as remark-mdx parses it, at a line and column of the body. */
function jsx(name: string | null, line: number, column: number, flow = true): TreeNode {
  return {
    type: flow ? "mdxJsxFlowElement" : "mdxJsxTextElement",
    name,
    attributes: [],
    children: [],
    position: { start: { line, column, offset: 0 }, end: { line, column: column + 5, offset: 5 } },
  };
}

/** An ESM block whose estree has the given statements. */
function esm(...body: unknown[]): TreeNode {
  return { type: "mdxjsEsm", value: "", data: { estree: { type: "Program", body } } };
}

const root = (...children: TreeNode[]): TreeNode => ({ type: "root", children });

describe("findUnknownComponents", () => {
  test("accepts the provided components and HTML elements, in flow and in text", () => {
    const tree = root(jsx("Admonition", 3, 1), jsx("Tabs", 7, 1), jsx("TabItem", 8, 3), jsx("details", 12, 1), {
      type: "paragraph",
      children: [jsx("kbd", 15, 7, false), jsx("br", 15, 20, false)],
    });
    expect(findUnknownComponents(tree)).toEqual([]);
  });

  test("reports a misspelt component with its position, in document order", () => {
    const tree = root(jsx("Admonitionn", 4, 1), { type: "paragraph", children: [jsx("Badge", 9, 12, false)] });
    expect(findUnknownComponents(tree)).toEqual([
      { name: "Admonitionn", line: 4, column: 1 },
      { name: "Badge", line: 9, column: 12 },
    ]);
  });

  test("accepts components the file imports or defines itself", () => {
    const tree = root(
      esm(
        { type: "ImportDeclaration", specifiers: [{ local: { name: "PriceChart" } }, { local: { name: "Legend" } }] },
        {
          type: "ExportNamedDeclaration",
          declaration: { type: "VariableDeclaration", declarations: [{ id: { name: "Note" } }] },
        },
        { type: "FunctionDeclaration", id: { name: "Footnote" } },
      ),
      jsx("PriceChart", 5, 1),
      jsx("Legend", 6, 1),
      jsx("Note", 7, 1),
      jsx("Footnote", 8, 1),
      jsx("Missing", 9, 1),
    );
    expect(findUnknownComponents(tree).map((found) => found.name)).toEqual(["Missing"]);
  });

  test("checks the object of a member expression and ignores fragments", () => {
    const tree = root(jsx("Tabs.Item", 2, 1), jsx("Chart.Line", 3, 1), jsx(null, 4, 1));
    expect(findUnknownComponents(tree).map((found) => found.name)).toEqual(["Chart.Line"]);
  });

  test("gives null positions when the node has none", () => {
    const tree = root({ type: "mdxJsxFlowElement", name: "Ghost", attributes: [], children: [] });
    expect(findUnknownComponents(tree)).toEqual([{ name: "Ghost", line: null, column: null }]);
  });
});

describe("unknownComponentError", () => {
  test("names the file and line in the file, what exists, and the closest component", () => {
    const error = unknownComponentError(
      { name: "Admonitionn", line: 4, column: 1 },
      "content/docs/payments/free.mdx",
      5,
    );
    expect(error.file).toBe("content/docs/payments/free.mdx");
    expect(error.message).toMatchInlineSnapshot(`
      "Unknown MDX component <Admonitionn> in content/docs/payments/free.mdx:9:1.
        Available without an import: <Admonition>, <Tabs>, <TabItem>, <LanguageTabs>, <Fact>, <PlanComparison>, <LimitsTable>, <SupportLevels>.
        Fix: did you mean <Admonition>? Otherwise add the component to the map of src/components/mdx."
    `);
  });

  test("leaves out an unknown position", () => {
    const error = unknownComponentError({ name: "Tab", line: null, column: null }, "content/docs/x.mdx", 3);
    expect(error.message.split("\n")[0]).toBe("Unknown MDX component <Tab> in content/docs/x.mdx.");
    expect(error.message).toMatch(/did you mean <Tabs>\?/);
  });
});
