/** @jest-environment node */
import { contentProblemsError, findContentProblems } from "../../../src/lib/mdx/content-checks";
import { parseMdxBodies } from "../../fixtures/mdx-parse";

const BODIES = {
  valid: [
    '<Admonition type="tip" title="x">Hi</Admonition>',
    "",
    '<Tabs groupId="lang">',
    '  <TabItem value="a" label="A">',
    "",
    "```python {1-2}",
    "a = 1",
    "b = 2",
    "```",
    "",
    "  </TabItem>",
    "</Tabs>",
    "",
    "<LanguageTabs>",
    "",
    "```curl",
    "curl x",
    "```",
    "",
    "</LanguageTabs>",
    "",
    "export const Note = () => null",
  ].join("\n"),
  admonition: 'Text\n\n<Admonition type="caution">Careful</Admonition>',
  tabItem:
    'Text\n\n<TabItem value="a" label="A">Lost</TabItem>\n\n<Admonition>\n<TabItem value="b">Also lost</TabItem>\n</Admonition>',
  languageTabs: "<LanguageTabs>\n\nNo code here.\n\n</LanguageTabs>",
  highlights: "```python {2,4-5}\na = 1\nb = 2\n```",
  exportDefault: "export default function Layout({ children }) { return children }\n\nText",
  exportAsDefault: "export { Layout as default } from './layout'\n\nText",
};
const trees = parseMdxBodies(Object.values(BODIES));
const problemsOf = (key: keyof typeof BODIES) => {
  const parsed = trees[Object.keys(BODIES).indexOf(key)];
  if (!parsed.tree) throw new Error(`${key} does not parse: ${parsed.failure.reason}`);
  return findContentProblems(parsed.tree);
};

test("valid components, tabs, highlights and named exports pass", () => {
  expect(problemsOf("valid")).toEqual([]);
});

test("an Admonition with an unknown type names the types", () => {
  expect(problemsOf("admonition")).toEqual([
    {
      line: 3,
      column: 1,
      message: '<Admonition> has an unknown type "caution"',
      fix: 'use one of "note", "tip", "info", "warning", "danger".',
    },
  ]);
});

test("a TabItem outside Tabs, also inside another component, is found", () => {
  expect(problemsOf("tabItem").map(({ line, message }) => ({ line, message }))).toEqual([
    { line: 3, message: "<TabItem> is outside <Tabs>" },
    { line: 6, message: "<TabItem> is outside <Tabs>" },
  ]);
});

test("LanguageTabs without code blocks", () => {
  expect(problemsOf("languageTabs")).toMatchObject([{ line: 1, message: "<LanguageTabs> holds no code blocks" }]);
});

test("highlights past the end of a code block name the lines and the block's length", () => {
  expect(problemsOf("highlights")).toMatchObject([
    { line: 1, message: "the code block highlights lines 4, 5, but it has 2 lines" },
  ]);
});

test("an export default, in either form, would replace the layout", () => {
  expect(problemsOf("exportDefault")).toMatchObject([
    { line: 1, message: expect.stringContaining("replaces the page layout") },
  ]);
  expect(problemsOf("exportAsDefault")).toMatchObject([
    { line: 1, message: expect.stringContaining("replaces the page layout") },
  ]);
});

test("the error lists each problem at its line in the file, with a fix", () => {
  expect(contentProblemsError(problemsOf("admonition"), "content/docs/a.mdx", 4).message).toBe(
    'Invalid MDX in content/docs/a.mdx:\n  - content/docs/a.mdx:7:1: <Admonition> has an unknown type "caution".\n    Fix: use one of "note", "tip", "info", "warning", "danger".',
  );
});

test("a code block in LanguageTabs must be in a site language", () => {
  const [parsed] = parseMdxBodies([
    "<LanguageTabs>\n\n```python\nx\n```\n\n```rust\nfn main() {}\n```\n\n```\nplain\n```\n\n</LanguageTabs>",
  ]);
  expect(findContentProblems(parsed.tree!).map(({ line, message }) => ({ line, message }))).toEqual([
    { line: 7, message: 'a code block in <LanguageTabs> is in "rust", not a site language' },
    { line: 11, message: "a code block in <LanguageTabs> is in no language, not a site language" },
  ]);
});
