/** Small builders of Markdown blocks shared by every page kind's export. */

/** The Markdown twin of a route: `/docs/x` → `/docs/x.md`, `/docs` → `/docs.md`. */
export function markdownRoute(route: string): string {
  return `${route.replace(/\/+$/, "") || ""}.md`;
}

/** Text put in a table cell: one line, pipes escaped. */
export function cell(text: string | number | null | undefined): string {
  if (text === null || text === undefined) return "";
  return String(text)
    .replace(/\r?\n+/g, " ")
    .replace(/\|/g, "\\|")
    .trim();
}

/** A GFM table; an empty header row is not allowed, so `columns` must not be empty. */
export function table(
  columns: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>,
): string {
  const line = (cells: ReadonlyArray<string | number | null | undefined>) => `| ${cells.map(cell).join(" | ")} |`;
  return [line(columns), `| ${columns.map(() => "---").join(" | ")} |`, ...rows.map(line)].join("\n");
}

/** A fenced code block whose fence is longer than any backtick run inside the code. */
export function codeFence(code: string, language = "", title?: string | null): string {
  const longest = Math.max(2, ...Array.from(code.matchAll(/`+/g), (match) => match[0].length));
  const fence = "`".repeat(longest + 1);
  const info = [language, title ? `title="${title.replace(/"/g, "'")}"` : ""].filter(Boolean).join(" ");
  return `${fence}${info}\n${code.replace(/\n+$/, "")}\n${fence}`;
}

/** Inline code that survives backticks in its text. */
export function inlineCode(text: string): string {
  const longest = Math.max(0, ...Array.from(text.matchAll(/`+/g), (match) => match[0].length));
  const ticks = "`".repeat(longest + 1);
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/** Text with Markdown's inline syntax characters escaped, for names and titles from data. */
export function escapeInline(text: string): string {
  return text.replace(/([\\`*_[\]<>])/g, "\\$1");
}

/** A link in Markdown, its label escaped. */
export function link(label: string, href: string): string {
  return `[${escapeInline(label)}](${href.replace(/[()\s]/g, (character) => encodeURIComponent(character))})`;
}

/** Lines prefixed as a block quote; blank lines keep the `>`. */
export function blockQuote(markdown: string): string {
  return markdown
    .split("\n")
    .map((line) => (line.trim() ? `> ${line}` : ">"))
    .join("\n");
}

/** A page's heading and summary: `# Title` and its description as the first paragraph. */
export function pageHeader(title: string, description?: string | null): string {
  return [`# ${title}`, description?.trim() ? description.trim() : null].filter(Boolean).join("\n\n");
}

/** Blocks joined by one blank line, empty ones dropped, with a final newline. */
export function joinBlocks(blocks: ReadonlyArray<string | null | undefined | false>): string {
  return `${blocks
    .filter((block): block is string => typeof block === "string" && block.trim() !== "")
    .map((block) => block.replace(/\s+$/, ""))
    .join("\n\n")}\n`;
}

/** The fence language of a code sample's language key (`nodejs` → `javascript`, `curl` → `bash`). */
export function sampleFence(lang: string): string {
  const languages: Record<string, string> = {
    curl: "bash",
    nodejs: "javascript",
    browser: "javascript",
    shell: "bash",
  };
  return languages[lang] ?? lang;
}
