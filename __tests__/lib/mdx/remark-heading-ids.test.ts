/** @jest-environment node */
import { extractHeadings } from "../../../src/lib/headings";
import { remarkHeadingIds } from "../../../src/lib/mdx/remark-heading-ids";
import type { TreeNode } from "../../../src/lib/mdx/tree";

interface HeadingSpec {
  /** Exact source text of the heading, found in the body. */
  raw: string;
  /** The heading's text as the Markdown parser gives it. */
  text: string;
}

/** An mdast root with one heading node per spec, positioned at the spec's raw text in `body`. */
function mdastWithHeadings(body: string, specs: HeadingSpec[]): { tree: TreeNode; headings: TreeNode[] } {
  let from = 0;
  const headings = specs.map(({ raw, text }): TreeNode => {
    const start = body.indexOf(raw, from);
    if (start < 0) throw new Error(`"${raw}" is not in the body`);
    from = start + raw.length;
    return {
      type: "heading",
      position: { start: { offset: start }, end: { offset: start + raw.length } },
      children: [{ type: "text", value: text }],
    };
  });
  return { tree: { type: "root", children: [{ type: "paragraph", children: [] }, ...headings] }, headings };
}

const idOf = (node: TreeNode) => (node.data?.hProperties as { id?: string } | undefined)?.id;

test("gives headings the ids extractHeadings computes from the same source", () => {
  const body = [
    "## Rate `limits`",
    "Text with [a link](/docs/x).",
    "### The [Quotes](/docs/api/quotes) endpoint",
    "## Rate limits",
    "## What's **new**? ##",
  ].join("\n");
  const { tree, headings } = mdastWithHeadings(body, [
    { raw: "## Rate `limits`", text: "Rate limits" },
    { raw: "### The [Quotes](/docs/api/quotes) endpoint", text: "The Quotes endpoint" },
    { raw: "## Rate limits", text: "Rate limits" },
    { raw: "## What's **new**? ##", text: "What's new?" },
  ]);
  remarkHeadingIds()(tree, { value: body });
  expect(headings.map(idOf)).toEqual(["rate-limits", "the-quotes-endpoint", "rate-limits-1", "whats-new"]);
  expect(headings.map(idOf)).toEqual(extractHeadings(body).map((heading) => heading.id));
});

test("keeps existing hProperties", () => {
  const body = "## Errors";
  const { tree, headings } = mdastWithHeadings(body, [{ raw: body, text: "Errors" }]);
  headings[0].data = { hProperties: { className: ["anchor"] } };
  remarkHeadingIds()(tree, { value: body });
  expect(headings[0].data).toEqual({ hProperties: { className: ["anchor"], id: "errors" } });
});

test("a heading without a position falls back to its text", () => {
  const heading: TreeNode = {
    type: "heading",
    children: [
      { type: "text", value: "Generated " },
      { type: "inlineCode", value: "heading" },
    ],
  };
  remarkHeadingIds()({ type: "root", children: [heading] }, { value: "" });
  expect(idOf(heading)).toBe("generated-heading");
});

// Regression: extractHeadings only knows ATX headings, while the renderer also gives setext headings
// ids. After a setext "Errors" heading, the page renders ids errors / errors-1, but the table of
// contents and the link checker know only "errors", and point it at the setext heading.
test("setext headings get the same ids in the page and in extractHeadings", () => {
  const body = "Errors\n------\n\n## Errors";
  const { tree, headings } = mdastWithHeadings(body, [
    { raw: "Errors\n------", text: "Errors" },
    { raw: "## Errors", text: "Errors" },
  ]);
  remarkHeadingIds()(tree, { value: body });
  expect(headings.map(idOf)).toEqual(extractHeadings(body).map((heading) => heading.id));
});
