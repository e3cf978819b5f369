/** @jest-environment node */
import { rehypeRowHeaders } from "../../../src/lib/mdx/rehype-row-headers";
import type { ElementNode } from "../../../src/lib/mdx/tree";
import { el, text } from "../../fixtures/hast";

/** A hast table as remark-gfm and remark-rehype produce it, with the whitespace between rows. */
const table = (headers: string[], rows: string[][]) =>
  el("table", [
    el("thead", [
      el(
        "tr",
        headers.map((header) => el("th", header ? [text(header)] : [])),
      ),
    ]),
    text("\n"),
    el(
      "tbody",
      rows.flatMap((row) => [
        el(
          "tr",
          row.map((cell) => el("td", cell ? [text(cell)] : [])),
        ),
        text("\n"),
      ]),
    ),
  ]);

const cells = (node: ElementNode, section: "thead" | "tbody") =>
  (node.children.find((child) => (child as ElementNode).tagName === section) as ElementNode).children
    .filter((child): child is ElementNode => child.type === "element")
    .map((row) =>
      row.children.map(
        (cell) =>
          `${(cell as ElementNode).tagName}${(cell as ElementNode).properties.scope ? `[${(cell as ElementNode).properties.scope}]` : ""}`,
      ),
    );

describe("rehypeRowHeaders", () => {
  test("a comparison table gets row headers, column scopes and a plain corner cell", () => {
    const tree = table(
      ["", "Free", "Trial"],
      [
        ["Requests per day", "600", "10,000"],
        ["Support", "Basic", "Priority"],
      ],
    );
    rehypeRowHeaders()(tree);
    expect(cells(tree, "thead")).toEqual([["td", "th[col]", "th[col]"]]);
    expect(cells(tree, "tbody")).toEqual([
      ["th[row]", "td", "td"],
      ["th[row]", "td", "td"],
    ]);
  });

  test("a table whose first column has a header of its own is left as it is", () => {
    const tree = table(["Plan", "Requests per day"], [["Free", "600"]]);
    rehypeRowHeaders()(tree);
    expect(cells(tree, "thead")).toEqual([["th", "th"]]);
    expect(cells(tree, "tbody")).toEqual([["td", "td"]]);
  });

  test("an empty first cell in a body row stays a data cell", () => {
    const tree = table(["", "Free"], [["", "600"]]);
    rehypeRowHeaders()(tree);
    expect(cells(tree, "tbody")).toEqual([["td", "td"]]);
  });
});
