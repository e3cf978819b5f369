/**
 * The structure of a server-rendered page, for the accessibility gate: two pages with the same
 * structure get the same axe result, so the gate audits one page per structure.
 *
 * What axe judges is elements, their attributes and whether they have text, not the words: a
 * symbol page for AAPL and one for MSFT differ only in text, and a list of 60 rows and one of 600
 * differ only in how often a row repeats. The structure therefore keeps every element and its
 * attributes, with values reduced to what a rule can see: a name (alt, aria-label, title...) only
 * as empty or not, an address only as present, and ids and the references to them as numbers in
 * order of appearance, so that a repeated id or a reference to a missing one still shows. Texts
 * count as empty or not, and a run of identical siblings counts once.
 */
import { createHash } from "node:crypto";

/** Elements with no end tag. */
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
/** Elements whose content is not markup; they are kept as an element with no children. */
const RAW_TEXT = new Set(["script", "style", "template", "textarea", "title"]);
/** Attributes whose values are addresses or page text: a rule sees only that they are there. */
const PRESENCE_ATTRIBUTES = new Set(["href", "src", "srcset", "action", "content", "datetime", "download"]);
/** Attributes that name an element: a rule asks whether the name is empty, never what it says. */
const NAME_ATTRIBUTES = new Set([
  "alt",
  "title",
  "label",
  "summary",
  "placeholder",
  "value",
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "aria-valuenow",
  "aria-placeholder",
]);
/** Attributes holding ids: the element's own, or space-separated references to others. */
const ID_ATTRIBUTES = new Set([
  "id",
  "for",
  "form",
  "list",
  "headers",
  "aria-labelledby",
  "aria-describedby",
  "aria-controls",
  "aria-owns",
  "aria-activedescendant",
  "aria-details",
  "aria-errormessage",
  "aria-flowto",
]);

/** Ids of one page, numbered in order of first appearance, whether as an id or a reference. */
class IdNumbers {
  private readonly numbers = new Map<string, number>();
  of(id: string): string {
    if (!this.numbers.has(id)) this.numbers.set(id, this.numbers.size);
    return `#${this.numbers.get(id)}`;
  }
}

/** An attribute's value as a rule can see it. */
function ruleValue(key: string, value: string, ids: IdNumbers): string {
  if (ID_ATTRIBUTES.has(key))
    return value
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => ids.of(id))
      .join(" ");
  if (key === "href" && value.startsWith("#")) return ids.of(decodeURIComponent(value.slice(1)));
  if (PRESENCE_ATTRIBUTES.has(key) || key.startsWith("data-")) return "";
  if (NAME_ATTRIBUTES.has(key)) return value.trim() ? "named" : "";
  return value;
}

/** An element being read: its own description and its children's structures. */
interface Open {
  name: string;
  head: string;
  children: string[];
}

const TAG =
  /<!--[\s\S]*?-->|<!doctype[^>]*>|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/** An element's description: its name and its attributes, sorted, with their values as rules see them. */
function describe(name: string, attributes: string, ids: IdNumbers): string {
  const kept: string[] = [];
  for (const [, attribute, double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
    const key = attribute.toLowerCase();
    kept.push(`${key}=${ruleValue(key, double ?? single ?? bare ?? "", ids)}`);
  }
  return `${name}[${kept.sort().join(" ")}]`;
}

/** Children as a list of structures, a run of equal neighbours counted once. */
function collapse(children: string[]): string {
  return children.filter((child, index) => child !== children[index - 1]).join("");
}

/** The structure of an HTML document, as a string that is equal for two documents axe treats alike. */
export function pageStructure(html: string): string {
  const ids = new IdNumbers();
  const root: Open = { name: "#root", head: "", children: [] };
  const stack: Open[] = [root];
  const top = () => stack[stack.length - 1];
  const text = (from: number, to: number) => {
    if (/\S/.test(html.slice(from, to).replace(/&nbsp;|&#160;/g, ""))) top().children.push("#text");
  };
  const close = (open: Open) => `${open.head}(${collapse(open.children)})`;
  let at = 0;
  for (const match of html.matchAll(TAG)) {
    const [whole, endName, startName, attributes = "", selfClosing] = match;
    const start = match.index;
    if (start < at) continue;
    text(at, start);
    at = start + whole.length;
    if (endName) {
      const name = endName.toLowerCase();
      // An end tag closes its element and any left open inside it, as a browser would.
      let depth = stack.length - 1;
      while (depth > 0 && stack[depth].name !== name) depth -= 1;
      if (depth === 0) continue;
      while (stack.length > depth) {
        const open = stack.pop() as Open;
        top().children.push(close(open));
      }
    } else if (startName) {
      const name = startName.toLowerCase();
      const head = describe(name, attributes, ids);
      if (VOID.has(name) || selfClosing) top().children.push(head);
      else if (RAW_TEXT.has(name)) {
        const end = html.toLowerCase().indexOf(`</${name}`, at);
        at = end === -1 ? html.length : html.indexOf(">", end) + 1;
        top().children.push(`${head}()`);
      } else stack.push({ name, head, children: [] });
    }
  }
  text(at, html.length);
  while (stack.length > 1) {
    const open = stack.pop() as Open;
    top().children.push(close(open));
  }
  return collapse(root.children);
}

/** A short fingerprint of a document's structure. */
export function structureKey(html: string): string {
  return createHash("sha256").update(pageStructure(html)).digest("hex").slice(0, 16);
}

/**
 * One item per distinct structure, the first of each in the given order, with the items that
 * share its structure (`alike`, in order).
 */
export function onePerStructure<T>(items: T[], htmlOf: (item: T) => string | null): Array<{ item: T; alike: T[] }> {
  const groups = new Map<string, { item: T; alike: T[] }>();
  items.forEach((item, index) => {
    const html = htmlOf(item);
    // Without a file there is nothing to compare: the item stands alone.
    const key = html === null ? `#${index}` : structureKey(html);
    const group = groups.get(key);
    if (group) group.alike.push(item);
    else groups.set(key, { item, alike: [] });
  });
  return [...groups.values()];
}
