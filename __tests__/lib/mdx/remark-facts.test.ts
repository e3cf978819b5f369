/** @jest-environment node */
import { remarkFacts } from "../../../src/lib/mdx/remark-facts";
import type { TreeNode } from "../../../src/lib/mdx/tree";
import { FACTS } from "../../fixtures/facts";

const jsx = (name: string, attributes: Record<string, string>): TreeNode => ({
  type: "mdxJsxTextElement",
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({ type: "mdxJsxAttribute", name: key, value })),
  children: [],
  position: { start: { line: 3 }, end: { line: 3 } },
});

const run = (children: TreeNode[]) => {
  const tree: TreeNode = { type: "root", children };
  remarkFacts({ facts: () => FACTS })(tree, { path: `${process.cwd()}/content/docs/x.mdx` });
  return children;
};

test("placeholders in code, inline code and link URLs become the values", () => {
  const [code, inline, link] = run([
    { type: "code", value: 'API = "{{facts.hosts.api.baseUrl}}"' },
    { type: "inlineCode", value: "{{facts.hosts.dashboard}}/keys" },
    { type: "link", url: "{{facts.hosts.status}}", children: [] },
  ]);
  expect(code.value).toBe(`API = "${FACTS.hosts.api.baseUrl}"`);
  expect(inline.value).toBe(`${FACTS.hosts.dashboard}/keys`);
  expect(link.url).toBe(FACTS.hosts.status);
});

test("<Fact> gets its value formatted for prose", () => {
  const [fact] = run([jsx("Fact", { path: "plans.trial.httpPerDay" })]);
  expect(fact.attributes).toContainEqual({ type: "mdxJsxAttribute", name: "value", value: "10,000" });
});

test("table components get their rows as an expression MDX can compile", () => {
  const [table] = run([jsx("LimitsTable", { api: "websocket", plans: "free" })]);
  const attribute = (
    table.attributes as { name: string; value: { value: string; data: { estree: { body: unknown[] } } } }[]
  ).find((item) => item.name === "table");
  expect(JSON.parse(attribute?.value.value ?? "null")).toMatchObject({
    label: "WebSocket limits per plan",
    rows: [{ header: "Free" }],
  });
  expect(attribute?.value.data.estree.body).toHaveLength(1);
});

test("a missing fact stops with the file", () => {
  expect(() => run([jsx("Fact", { path: "plans.free.nope" })])).toThrow(
    'content/docs/x.mdx:3: unknown fact "plans.free.nope"',
  );
});
