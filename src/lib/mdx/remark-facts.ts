import path from "path";
import { AuthorError } from "../author-error";
import { formatFactForProse } from "../facts/format";
import { FACT_COMPONENTS } from "../facts/mdx-references";
import { factAt, FactReferenceError, resolveFactPlaceholders } from "../facts/placeholders";
import type { Facts } from "../facts/schema";
import {
  httpLimits,
  parsePlanList,
  planComparison,
  supportLevels,
  websocketLimits,
  type FactTable,
} from "../facts/tables";
import { walk, type TreeNode } from "./tree";

interface JsxAttribute {
  type: "mdxJsxAttribute";
  name: string;
  value?: unknown;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** An estree expression for a JSON value, which MDX compiles into a JSX attribute. */
function jsonToEstree(value: Json): Record<string, unknown> {
  if (Array.isArray(value)) return { type: "ArrayExpression", elements: value.map(jsonToEstree) };
  if (value !== null && typeof value === "object") {
    return {
      type: "ObjectExpression",
      properties: Object.entries(value).map(([key, item]) => ({
        type: "Property",
        kind: "init",
        method: false,
        shorthand: false,
        computed: false,
        key: { type: "Literal", value: key },
        value: jsonToEstree(item),
      })),
    };
  }
  return { type: "Literal", value };
}

/** A JSX attribute whose value is the expression `{value}`, as MDX would parse it. */
function expressionAttribute(name: string, value: Json): JsxAttribute {
  return {
    type: "mdxJsxAttribute",
    name,
    value: {
      type: "mdxJsxAttributeValueExpression",
      value: JSON.stringify(value),
      data: {
        estree: {
          type: "Program",
          sourceType: "module",
          body: [{ type: "ExpressionStatement", expression: jsonToEstree(value) }],
        },
      },
    },
  };
}

function stringAttribute(node: TreeNode, name: string): string | undefined {
  const attribute = (node.attributes as JsxAttribute[] | undefined)?.find((candidate) => candidate.name === name);
  return typeof attribute?.value === "string" ? attribute.value : undefined;
}

/**
 * Puts the facts into a page at build time, so that no facts reach the browser but the ones a
 * page shows: `{{facts.path}}` in code, inline code and link URLs becomes the value;
 * `<Fact path>` gets its formatted `value`; `<PlanComparison>` and `<LimitsTable>` get the rows
 * of their table. References are checked when pages are sourced (src/node/facts.ts); the errors
 * here are a safety net with the same message.
 */
export function remarkFacts(options: { facts: Facts | (() => Facts) }) {
  return (tree: TreeNode, file: { path?: string }): void => {
    // A function defers reading the file to the first page, after sourcing has reported any problem with it.
    const facts = typeof options.facts === "function" ? options.facts() : options.facts;
    const source = file.path ? path.relative(process.cwd(), file.path) : "MDX";
    const resolve = (text: string, node: TreeNode) => {
      try {
        return resolveFactPlaceholders(text, facts, source);
      } catch (error) {
        if (error instanceof FactReferenceError)
          throw new AuthorError(source, `${error.message} (near line ${node.position?.start.line ?? "?"})`);
        throw error;
      }
    };
    walk(tree, (node) => {
      if ((node.type === "code" || node.type === "inlineCode") && typeof node.value === "string")
        node.value = resolve(node.value, node);
      if ((node.type === "link" || node.type === "definition") && typeof node.url === "string")
        node.url = resolve(node.url, node);
      if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
      const name = node.name as string;
      if (!(FACT_COMPONENTS as readonly string[]).includes(name)) return;
      const attributes = ((node.attributes as JsxAttribute[] | undefined) ?? []).filter(
        (attribute) => attribute.name !== "value" && attribute.name !== "table",
      );
      if (name === "Fact") {
        const factPath = stringAttribute(node, "path") ?? "";
        const value = factAt(facts, factPath);
        if (value === undefined)
          throw new AuthorError(source, `${source}:${node.position?.start.line ?? "?"}: unknown fact "${factPath}".`);
        node.attributes = [...attributes, { type: "mdxJsxAttribute", name: "value", value: formatFactForProse(value) }];
        return;
      }
      if (name === "SupportLevels") {
        node.attributes = [...attributes, expressionAttribute("table", supportLevels(facts) as unknown as Json)];
        return;
      }
      const plans = parsePlanList(stringAttribute(node, "plans"));
      if (typeof plans === "string")
        throw new AuthorError(source, `${source}:${node.position?.start.line ?? "?"}: <${name}> has an ${plans}.`);
      let table: FactTable = planComparison(facts, plans);
      if (name === "LimitsTable")
        table = stringAttribute(node, "api") === "websocket" ? websocketLimits(facts, plans) : httpLimits(facts, plans);
      node.attributes = [...attributes, expressionAttribute("table", table as unknown as Json)];
    });
  };
}
