/**
 * A guide's Markdown, from its MDX body as the Mdx node holds it: facts resolved, tabs as
 * labelled sections, admonitions as block quotes, fact tables as Markdown tables, code fences
 * kept, other components dropped with their text kept.
 */
import { factAt, resolveFactPlaceholders } from "../facts/placeholders";
import { formatFactForProse } from "../facts/format";
import type { Facts } from "../facts/schema";
import { httpLimits, parsePlanList, planComparison, websocketLimits, type FactTable } from "../facts/tables";
import { nextFenceState } from "../headings";
import { SITE_LANGUAGES, siteLanguageOfFence } from "../languages";
import { blockQuote, joinBlocks, link, pageHeader, table } from "./blocks";

/** A card the page lists after its body (a category's pages). */
export interface GuideCard {
  label: string;
  href: string;
  description: string | null;
}

/** What the export reads of a guide. */
export interface GuideSource {
  title: string;
  description: string | null;
  /** The MDX body, frontmatter removed (the Mdx node's `body`). */
  body: string;
  /** Source file, for fact errors. */
  file: string;
  cards?: readonly GuideCard[];
}

/** Renders a component the guide imports (e.g. `<SymbolListCards />`) as Markdown, from its attributes. */
export type ComponentRenderer = (attributes: Record<string, string>) => string;

export interface GuideOptions {
  facts: Facts;
  /** Markdown for imported components; any other component keeps its text only. */
  components?: Record<string, ComponentRenderer>;
}

const ADMONITION_LABELS: Record<string, string> = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  warning: "Warning",
  danger: "Danger",
  caution: "Caution",
};

/** Attributes written as strings (`name="value"`); expressions are ignored. */
export function jsxAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([A-Za-z_][\w-]*)=(?:"([^"]*)"|'([^']*)')/g))
    attributes[match[1]] = match[2] ?? match[3] ?? "";
  return attributes;
}

/** A fact table as Markdown: the row headers in a first, unnamed column. */
export function factTableMarkdown(fact: FactTable): string {
  return table(
    ["", ...fact.columns],
    fact.rows.map((row) => [row.header, ...row.cells]),
  );
}

function factTable(name: string, attributes: Record<string, string>, facts: Facts): string {
  const plans = parsePlanList(attributes.plans);
  if (typeof plans === "string") throw new Error(`<${name}> has an ${plans}.`);
  if (name === "PlanComparison") return factTableMarkdown(planComparison(facts, plans));
  return factTableMarkdown(attributes.api === "websocket" ? websocketLimits(facts, plans) : httpLimits(facts, plans));
}

const fenceLabel = (info: string): string | null => {
  const language = siteLanguageOfFence(/^\s*`{3,}\s*([\w+-]*)/.exec(info)?.[1] || undefined);
  return SITE_LANGUAGES.find((entry) => entry.lang === language)?.label ?? null;
};

/** Drops what only the site's renderer reads from a fence's info string (line highlights). */
const cleanFence = (line: string): string =>
  line.replace(/\s*\{[\d,\s-]+\}\s*$/, "").replace(/\s+showLineNumbers\b/, "");

/** The guide's body as Markdown, without its title. */
export function guideBodyMarkdown(body: string, file: string, options: GuideOptions): string {
  const { facts, components = {} } = options;
  const source = resolveFactPlaceholders(body, facts, file);
  const out: string[] = [];
  let quoteDepth = 0;
  let inLanguageTabs = false;
  let openFence: string | null = null;
  let pendingTag: string | null = null;
  let inImport = false;

  const emit = (line: string) => out.push(quoteDepth ? blockQuoteLine(line, quoteDepth) : line);

  /** One complete JSX tag (possibly several lines joined); returns the Markdown lines it stands for. */
  const handleTag = (tag: string): string[] | null => {
    const match = /^<(\/?)([A-Z][\w.]*)([\s\S]*?)(\/?)>$/.exec(tag.trim());
    if (!match) return null;
    const [, closing, name, rest, selfClosing] = match;
    const attributes = jsxAttributes(rest);
    if (name === "Admonition") {
      if (closing) {
        quoteDepth = Math.max(0, quoteDepth - 1);
        return [""];
      }
      const label = ADMONITION_LABELS[attributes.type ?? "note"] ?? "Note";
      const heading = `**${attributes.title ? `${label}: ${attributes.title}` : label}**`;
      if (!selfClosing) quoteDepth += 1;
      // The blank line before the quote belongs to the text around it.
      return [blockQuoteLine("", quoteDepth - 1), blockQuoteLine(heading, quoteDepth), blockQuoteLine("", quoteDepth)];
    }
    if (name === "TabItem") return closing ? [""] : ["", `**${attributes.label ?? attributes.value ?? "Tab"}**`, ""];
    if (name === "Tabs") return [""];
    if (name === "LanguageTabs") {
      inLanguageTabs = !closing && !selfClosing;
      return [""];
    }
    if (name === "PlanComparison" || name === "LimitsTable")
      return ["", ...factTable(name, attributes, facts).split("\n"), ""];
    if (name === "Fact") return [factValue(attributes.path ?? "")];
    if (components[name] && !closing) return ["", ...components[name](attributes).split("\n"), ""];
    return [""];
  };

  const factValue = (path: string): string => {
    const value = factAt(facts, path);
    if (value === undefined) throw new Error(`${file}: unknown fact "${path}".`);
    return formatFactForProse(value);
  };

  /** Inline JSX in a prose line: facts get their value, other tags go and their text stays. */
  const inlineJsx = (line: string): string =>
    line
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, "")
      .replace(/<Fact\s+([^>]*?)\/>/g, (_whole, attributes: string) => factValue(jsxAttributes(attributes).path ?? ""))
      .replace(/<\/?[A-Z][\w.]*(?:\s[^>]*)?\/?>/g, "");

  for (const line of source.split(/\r?\n/)) {
    const fence = nextFenceState(line, openFence);
    const opening = fence.isFenceLine && openFence === null;
    openFence = fence.openFence;
    if (fence.isFenceLine || openFence !== null) {
      if (opening && inLanguageTabs) {
        const label = fenceLabel(line);
        if (label) {
          emit(`**${label}**`);
          emit("");
        }
      }
      emit(opening ? cleanFence(line) : line);
      continue;
    }
    if (inImport) {
      if (/\bfrom\s+["']/.test(line)) inImport = false;
      continue;
    }
    if (/^(import|export)\s/.test(line)) {
      inImport = /^import\s/.test(line) && !/\bfrom\s+["']|^import\s+["']|;\s*$/.test(line);
      continue;
    }
    if (pendingTag !== null) {
      pendingTag += ` ${line.trim()}`;
      if (!line.includes(">")) continue;
      const tag = pendingTag;
      pendingTag = null;
      (handleTag(tag) ?? [inlineJsx(tag)]).forEach(emitRaw);
      continue;
    }
    if (/^\s*<\/?[A-Z][\w.]*(\s[^>]*)?$/.test(line)) {
      pendingTag = line.trim();
      continue;
    }
    const whole = /^\s*(<\/?[A-Z][\w.]*(?:\s[^>]*)?\/?>)\s*$/.exec(line);
    if (whole) {
      (handleTag(whole[1]) ?? [""]).forEach(emitRaw);
      continue;
    }
    emit(inlineJsx(line));
  }
  return tidy(out.join("\n"));

  /** Lines from a tag: an admonition's are quoted already, the others take the current quote. */
  function emitRaw(line: string) {
    out.push(line === "" || line.startsWith(">") || !quoteDepth ? line : blockQuoteLine(line, quoteDepth));
  }
}

function blockQuoteLine(line: string, depth: number): string {
  let quoted = line;
  for (let level = 0; level < depth; level += 1) quoted = blockQuote(quoted);
  return quoted;
}

/** At most one blank line in a row, none at the ends, and no blank quote lines doubled. */
function tidy(markdown: string): string {
  return (
    markdown
      .split("\n")
      .map((line) => line.replace(/\s+$/, ""))
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .replace(/(\n>+)(?:\n>+)+(?=\n)/g, "$1")
      // A quote starts and ends with text, not with an empty quoted line.
      .replace(/\n>+(?=\n\n|\n?$)/g, "")
      .replace(/(^|\n\n)>+\n/g, "$1")
      .trim()
  );
}

/** A guide as one Markdown document: title, description, body and the cards it lists. */
export function guideMarkdown(guide: GuideSource, options: GuideOptions): string {
  const cards = guide.cards?.length
    ? guide.cards
        .map((card) => `- ${link(card.label, card.href)}${card.description ? `: ${card.description}` : ""}`)
        .join("\n")
    : null;
  return joinBlocks([
    pageHeader(guide.title, guide.description),
    guideBodyMarkdown(guide.body, guide.file, options),
    cards,
  ]);
}
