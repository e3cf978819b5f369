/**
 * Spec descriptions reach the models as safe HTML (markdown-it with raw HTML escaped, see
 * src/lib/markdown.ts); this turns that small, known set of elements back into Markdown for the
 * pages' Markdown exports. Anything else is kept as its text.
 */
import { blockQuote, codeFence, inlineCode, table } from "./blocks";

interface Element {
  tag: string;
  attributes: Record<string, string>;
  children: HtmlNode[];
}
type HtmlNode = Element | string;

const VOID = new Set(["br", "hr", "img"]);
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Text with HTML character references decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(/([a-z-]+)="([^"]*)"/gi))
    attributes[match[1].toLowerCase()] = decodeEntities(match[2]);
  return attributes;
}

/** A tree of the HTML's elements and text; unbalanced closing tags are ignored. */
function parse(html: string): HtmlNode[] {
  const root: Element = { tag: "#root", attributes: {}, children: [] };
  const stack: Element[] = [root];
  for (const match of html.matchAll(/<(\/?)([a-z][a-z0-9]*)([^>]*)>|[^<]+|</gi)) {
    const top = stack[stack.length - 1];
    if (match[2] === undefined) {
      top.children.push(decodeEntities(match[0]));
      continue;
    }
    const tag = match[2].toLowerCase();
    if (match[1]) {
      const index = stack.map((element) => element.tag).lastIndexOf(tag);
      if (index > 0) stack.length = index;
      continue;
    }
    const element: Element = { tag, attributes: parseAttributes(match[3]), children: [] };
    top.children.push(element);
    if (!VOID.has(tag) && !match[3].trim().endsWith("/")) stack.push(element);
  }
  return root.children;
}

const textOf = (nodes: HtmlNode[]): string =>
  nodes.map((node) => (typeof node === "string" ? node : textOf(node.children))).join("");

/** Escapes the characters that would start Markdown syntax in running text. */
function escapeText(text: string): string {
  return text.replace(/[\\`*[\]<]/g, "\\$&").replace(/(^|\W)_|_(?=\W|$)/g, (whole) => whole.replace("_", "\\_"));
}

function inline(nodes: HtmlNode[]): string {
  return nodes
    .map((node): string => {
      if (typeof node === "string") return escapeText(node.replace(/\s*\n\s*/g, " "));
      const inner = () => inline(node.children);
      switch (node.tag) {
        case "strong":
        case "b":
          return `**${inner()}**`;
        case "em":
        case "i":
          return `*${inner()}*`;
        case "s":
        case "del":
          return `~~${inner()}~~`;
        case "code":
          return inlineCode(textOf(node.children));
        case "a":
          return node.attributes.href ? `[${inner()}](${node.attributes.href})` : inner();
        case "img":
          return `![${escapeText(node.attributes.alt ?? "")}](${node.attributes.src ?? ""})`;
        case "br":
          return "\\\n";
        default:
          return inner();
      }
    })
    .join("");
}

const BLOCK = new Set(["p", "ul", "ol", "pre", "blockquote", "table", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "div"]);

function list(element: Element, ordered: boolean): string {
  const start = Number(element.attributes.start ?? 1);
  return element.children
    .filter((child): child is Element => typeof child !== "string" && child.tag === "li")
    .map((item, index) => {
      const marker = ordered ? `${start + index}. ` : "- ";
      const body = blocks(item.children).trim();
      return (
        marker +
        body
          .split("\n")
          .join(`\n${" ".repeat(marker.length)}`)
          .replace(/\n\s+\n/g, "\n\n")
      );
    })
    .join("\n");
}

function htmlTable(element: Element): string {
  const rows: string[][] = [];
  const collect = (nodes: HtmlNode[]) => {
    for (const node of nodes) {
      if (typeof node === "string") continue;
      if (node.tag === "tr")
        rows.push(
          node.children
            .filter((child): child is Element => typeof child !== "string")
            .map((child) => inline(child.children).trim()),
        );
      else collect(node.children);
    }
  };
  collect(element.children);
  if (!rows.length) return "";
  const [header, ...body] = rows;
  return table(header, body);
}

function block(element: Element): string {
  const heading = /^h([1-6])$/.exec(element.tag);
  if (heading) return `${"#".repeat(Number(heading[1]))} ${inline(element.children).trim()}`;
  switch (element.tag) {
    case "p":
      return inline(element.children).trim();
    case "ul":
      return list(element, false);
    case "ol":
      return list(element, true);
    case "pre": {
      const code = element.children.find(
        (child): child is Element => typeof child !== "string" && child.tag === "code",
      );
      const language = /language-([\w-]+)/.exec(code?.attributes.class ?? "")?.[1] ?? "";
      return codeFence(textOf(code ? code.children : element.children), language);
    }
    case "blockquote":
      return blockQuote(blocks(element.children).trim());
    case "table":
      return htmlTable(element);
    case "hr":
      return "---";
    default:
      return blocks(element.children).trim();
  }
}

function blocks(nodes: HtmlNode[]): string {
  const out: string[] = [];
  let run: HtmlNode[] = [];
  const flush = () => {
    const text = inline(run).trim();
    if (text) out.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (typeof node !== "string" && BLOCK.has(node.tag)) {
      flush();
      const text = block(node);
      if (text) out.push(text);
    } else run.push(node);
  }
  flush();
  return out.join("\n\n");
}

/** Safe description HTML as Markdown; null and empty input give "". */
export function htmlToMarkdown(html: string | null | undefined): string {
  return html ? blocks(parse(html)).trim() : "";
}

/** The same, on one line, for table cells. */
export function htmlToInlineMarkdown(html: string | null | undefined): string {
  return htmlToMarkdown(html).replace(/\s*\n+\s*/g, " ");
}
