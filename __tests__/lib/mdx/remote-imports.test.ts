/** @jest-environment node */
import { findRemoteImport, remoteImportError } from "../../../src/lib/mdx/remote-imports";
import type { TreeNode } from "../../../src/lib/mdx/tree";

/** An ESM block as remark-mdx parses it: one import or export statement from `source`, at `line`. */
function esm(source: string, line: number, type = "ImportDeclaration"): TreeNode {
  const position = { start: { line, column: 1, offset: 0 }, end: { line, column: 40, offset: 40 } };
  const statement = {
    type,
    source: { type: "Literal", value: source },
    loc: { start: { line, column: 0 }, end: { line, column: 40 } },
  };
  return { type: "mdxjsEsm", value: "", position, data: { estree: { type: "Program", body: [statement] } } };
}
const root = (...children: TreeNode[]): TreeNode => ({
  type: "root",
  children: [{ type: "heading", children: [] }, ...children],
});

test.each([
  ["https://cdn.example.com/chart.js", "ImportDeclaration"],
  ["http://127.0.0.1:9/x.mjs", "ImportDeclaration"],
  ["//cdn.example.com/side-effect.js", "ImportDeclaration"],
  ["data:text/javascript,export const y = 1", "ExportNamedDeclaration"],
  ["HTTPS://CDN.EXAMPLE.COM/a.js", "ExportAllDeclaration"],
])("an import from %s is found, with its line", (source, type) => {
  expect(findRemoteImport(root(esm("./local.js", 3), esm(source, 5, type)))).toEqual({ source, line: 5 });
});

test("imports of the site's own files are fine", () => {
  expect(findRemoteImport(root(esm("../../src/components/mdx/note", 1), esm("./chart.js", 2)))).toBeNull();
});

test("the error names the file, the line in the file and a fix", () => {
  const error = remoteImportError({ source: "https://cdn.example.com/chart.js", line: 5 }, "content/docs/index.mdx", 4);
  expect(error.message).toBe(
    'MDX import from "https://cdn.example.com/chart.js" in content/docs/index.mdx:9: the build never fetches code named in content. Fix: import a component of the site (see src/components/mdx), or add the code to the repository and import it by path.',
  );
});
