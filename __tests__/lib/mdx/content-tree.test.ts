/** @jest-environment node */
import { AuthorError } from "../../../src/lib/author-error";
import { childrenOf, contentTreeOf, literalValue, propsOf, type EstreeNode } from "../../../src/lib/mdx/content-tree";

// Estree as hast-util-to-estree writes it (the step of MDX between the rehype plugins and the JavaScript).
const loc = (line: number, column = 0) => ({ start: { line, column } });
const text = (value: string): EstreeNode => ({
  type: "JSXExpressionContainer",
  expression: { type: "Literal", value },
});
const name = (value: string) => ({ type: "JSXIdentifier", name: value });
const attribute = (key: string, value: unknown): EstreeNode => ({ type: "JSXAttribute", name: name(key), value });
function element(tag: string, attributes: EstreeNode[], ...children: EstreeNode[]): EstreeNode {
  return { type: "JSXElement", openingElement: { type: "JSXOpeningElement", name: name(tag), attributes }, children };
}
const program = (...children: EstreeNode[]): EstreeNode => ({
  type: "Program",
  body: [
    {
      type: "ExpressionStatement",
      expression: { type: "JSXFragment", children },
    },
  ],
});
const literal = (value: unknown) => ({ type: "Literal", value });

describe("contentTreeOf", () => {
  test("elements with their props, text exactly as MDX keeps it, comments dropped", () => {
    const tree = contentTreeOf(
      program(
        element("h2", [attribute("id", literal("limits"))], text("Limits")),
        text("\n"),
        { type: "JSXExpressionContainer", expression: { type: "JSXEmptyExpression" } },
        text("\n"),
        element("p", [], text("A "), element("code", [], text("x")), text(".")),
      ),
      { file: "content/docs/a.mdx" },
    );
    expect(tree).toEqual([["h2", { id: "limits" }, "Limits"], "\n", "\n", ["p", "A ", ["code", "x"], "."]]);
  });

  test("literal attribute values: strings, true, the facts' JSON and the styles' objects", () => {
    const [node] = contentTreeOf(
      program(
        element("LimitsTable", [
          attribute("hidden", null),
          attribute("path", literal("quota.daily")),
          attribute("rows", {
            type: "JSXExpressionContainer",
            expression: {
              type: "ArrayExpression",
              elements: [
                {
                  type: "ObjectExpression",
                  properties: [
                    {
                      type: "Property",
                      kind: "init",
                      key: { type: "Literal", value: "limit" },
                      value: { type: "UnaryExpression", operator: "-", argument: literal(1) },
                    },
                  ],
                },
              ],
            },
          }),
        ]),
        // hast-util-to-estree spreads names JSX cannot write.
        element("td", [
          {
            type: "JSXSpreadAttribute",
            argument: {
              type: "ObjectExpression",
              properties: [{ type: "Property", kind: "init", key: literal("data-a:b"), value: literal("1") }],
            },
          },
        ]),
      ),
      { file: "content/docs/a.mdx" },
    );
    expect(node).toEqual(["LimitsTable", { hidden: true, path: "quota.daily", rows: [{ limit: -1 }] }]);
  });

  test("the data components' imports are allowed when the caller allows them", () => {
    const tree = program(element("SymbolListCards", []));
    (tree.body as EstreeNode[]).unshift({ type: "ImportDeclaration", specifiers: [], source: literal("./x") });
    expect(contentTreeOf(tree, { file: "a.mdx", allowImport: () => true })).toEqual([["SymbolListCards"]]);
    expect(() => contentTreeOf(tree, { file: "a.mdx" })).toThrow(AuthorError);
  });

  test.each([
    [
      "an expression",
      program({ type: "JSXExpressionContainer", expression: { type: "Identifier", name: "x", loc: loc(3, 4) } }),
    ],
    [
      "an attribute expression",
      program(
        element("Fact", [
          attribute("path", {
            type: "JSXExpressionContainer",
            expression: { type: "Identifier", name: "p", loc: loc(3, 4) },
          }),
        ]),
      ),
    ],
    [
      "dangerouslySetInnerHTML",
      program(element("span", [{ ...attribute("dangerouslySetInnerHTML", literal("x")), loc: loc(3, 4) }])),
    ],
    ["an export", { type: "Program", body: [{ type: "ExportNamedDeclaration", loc: loc(3, 4) }] }],
  ])("%s stops the build, naming the file and its line", (_what, tree) => {
    expect(() => contentTreeOf(tree, { file: "content/docs/a.mdx", lineOffset: 4 })).toThrow(
      /^content\/docs\/a\.mdx:7:5: .* cannot be part of a guide's page[\s\S]*Fix:/,
    );
  });
});

describe("literalValue", () => {
  test("literals only", () => {
    expect(literalValue({ type: "TemplateLiteral", expressions: [], quasis: [{ value: { cooked: "a" } }] })).toBe("a");
    expect(literalValue({ type: "Literal", value: Number.NaN })).toBeUndefined();
    expect(literalValue({ type: "CallExpression" })).toBeUndefined();
    expect(
      literalValue({
        type: "ObjectExpression",
        properties: [{ type: "Property", kind: "init", computed: true, key: literal("a"), value: literal(1) }],
      }),
    ).toBeUndefined();
  });
});

describe("propsOf and childrenOf", () => {
  test("tell the props from the children", () => {
    expect(propsOf(["p", { id: "a" }, "x"])).toEqual({ id: "a" });
    expect(childrenOf(["p", { id: "a" }, "x", ["em", "y"]])).toEqual(["x", ["em", "y"]]);
    expect(propsOf(["p", ["em", "y"]])).toBeNull();
    expect(childrenOf(["p", ["em", "y"]])).toEqual([["em", "y"]]);
  });
});
