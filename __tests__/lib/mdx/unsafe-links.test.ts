/** @jest-environment node */
import { AuthorError } from "../../../src/lib/author-error";
import { findUnsafeLinks, unsafeLinksError } from "../../../src/lib/mdx/unsafe-links";
import { parseMdxBodies } from "../../fixtures/mdx-parse";

const BODIES = {
  safe: [
    "[limits](/docs/api/limits#headers) [status](https://status.tickwire.io) [mail](mailto:a@b.io) [here](#x)",
    "",
    "[ref][d]",
    "",
    "[d]: ../api",
    "",
    '<a href="/docs/support">Support</a> <Card to="./quotes" src="/img/x.png" />',
    "",
    "<Card href={computed} to={`/docs/${name}`} />",
    "",
    "`[code](javascript:alert(1))`",
    "",
    "```md",
    "[fenced](javascript:alert(1))",
    "```",
  ].join("\n"),
  markdown: "Intro.\n\n[click](javascript:alert(1)) and [x](JaVaScRiPt:alert(1))",
  definition: "[click][evil]\n\n[evil]: data:text/html,<script>alert(1)</script>",
  encoded: "[click](&#106;avascript:alert(1))",
  jsxString: 'Text\n\n<a href="javascript:alert(1)">click</a>',
  jsxEntity: '<a href="&#x6A;avascript:alert(1)">click</a>',
  jsxLiteral: "<Link to={'vbscript:msgbox(1)'}>click</Link>",
  jsxTemplate: 'Some text\n\n<Card\n  title="x"\n  href={`javascript:alert(1)`}\n/>',
  jsxInline: "A sentence with <a href=' javascript:alert(1)'>a link</a> inside.",
};

const trees = parseMdxBodies(Object.values(BODIES));
const parsed = Object.fromEntries(Object.keys(BODIES).map((key, index) => [key, trees[index]])) as Record<
  keyof typeof BODIES,
  ReturnType<typeof parseMdxBodies>[number]
>;

function unsafeIn(key: keyof typeof BODIES) {
  const { tree, failure } = parsed[key];
  if (!tree) throw new Error(`fixture ${key} does not parse: ${failure?.reason}`);
  return findUnsafeLinks(tree).map(({ url, source, line, column }) => ({ url, source, line, column }));
}

test("safe links, computed props and links in code pass", () => {
  expect(unsafeIn("safe")).toEqual([]);
});

test("Markdown links, reference definitions and encoded schemes are found with their position", () => {
  expect(unsafeIn("markdown")).toEqual([
    { url: "javascript:alert(1)", source: "Markdown link", line: 3, column: 1 },
    { url: "JaVaScRiPt:alert(1)", source: "Markdown link", line: 3, column: 34 },
  ]);
  expect(unsafeIn("definition")).toEqual([
    { url: "data:text/html,<script>alert(1)</script>", source: "link definition [evil]", line: 3, column: 1 },
  ]);
  expect(unsafeIn("encoded")).toEqual([{ url: "javascript:alert(1)", source: "Markdown link", line: 1, column: 1 }]);
});

test("URL props of JSX elements and components are found, strings and static expressions", () => {
  expect(unsafeIn("jsxString")).toEqual([{ url: "javascript:alert(1)", source: "href of <a>", line: 3, column: 1 }]);
  expect(unsafeIn("jsxEntity")).toEqual([{ url: "javascript:alert(1)", source: "href of <a>", line: 1, column: 1 }]);
  expect(unsafeIn("jsxLiteral")).toEqual([{ url: "vbscript:msgbox(1)", source: "to of <Link>", line: 1, column: 11 }]);
  expect(unsafeIn("jsxTemplate")).toEqual([
    { url: "javascript:alert(1)", source: "href of <Card>", line: 5, column: 9 },
  ]);
  expect(unsafeIn("jsxInline")).toEqual([{ url: " javascript:alert(1)", source: "href of <a>", line: 1, column: 17 }]);
});

test("the error names the file, the line in the file (frontmatter included) and the fix", () => {
  const error = unsafeLinksError(findUnsafeLinks(parsed.markdown.tree!), "content/docs/x.mdx", 4);
  expect(error).toBeInstanceOf(AuthorError);
  expect(error.file).toBe("content/docs/x.mdx");
  expect(error.message).toBe(
    [
      "Unsafe links in content/docs/x.mdx:",
      '  - content/docs/x.mdx:7:1: Markdown link "javascript:alert(1)": the "javascript:" scheme is not allowed.',
      '  - content/docs/x.mdx:7:34: Markdown link "JaVaScRiPt:alert(1)": the "javascript:" scheme is not allowed.',
      "  Fix: Link to an http(s):// or mailto: URL, a /docs path, a relative path or a #anchor.",
    ].join("\n"),
  );
});
