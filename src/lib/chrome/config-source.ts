/**
 * Lines of values in site.config.ts. The file is TypeScript, read as a module, so its values
 * carry no positions; messages find a value's line by its string literal in the file's text.
 */

function quoted(value: string): string[] {
  return [JSON.stringify(value), `'${value.replace(/'/g, "\\'")}'`, `\`${value}\``];
}

/**
 * 1-based line of the first string literal equal to `value` after the first line that contains
 * each of `sections` in turn (e.g. ["navbar:"] or ["footer:", '"Help"']), or null when not found.
 */
export function lineOfLiteral(text: string, value: string, sections: readonly string[] = []): number | null {
  const lines = text.split(/\r?\n/);
  let from = 0;
  for (const section of sections) {
    const found = lines.findIndex((line, index) => index >= from && line.includes(section));
    if (found >= 0) from = found;
  }
  const literals = quoted(value);
  const at = (start: number) =>
    lines.findIndex((line, index) => index >= start && literals.some((literal) => line.includes(literal)));
  const index = at(from) >= 0 ? at(from) : at(0);
  return index >= 0 ? index + 1 : null;
}

/** `file:line` of a value of site.config.ts, or the file alone. */
export function locateInConfig(file: string, text: string, value: string, sections: readonly string[] = []): string {
  const line = lineOfLiteral(text, value, sections);
  return line === null ? file : `${file}:${line}`;
}

/**
 * 1-based line of a setting by its path (["announcement", "id"]): the first line declaring the
 * last key after the lines declaring the keys before it; null when not found.
 */
export function lineOfSetting(text: string, path: ReadonlyArray<string | number>): number | null {
  const lines = text.split(/\r?\n/);
  let from = 0;
  let found: number | null = null;
  for (const key of path.filter((part): part is string => typeof part === "string")) {
    const pattern = new RegExp(`^\\s*["']?${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["']?\\s*:`);
    const index = lines.findIndex((line, at) => at >= from && pattern.test(line));
    if (index < 0) break;
    from = index;
    found = index + 1;
  }
  return found;
}
