/**
 * Editing example values in place: a value is replaced by its span in the source text, written
 * the way the source writes it (quotes, trailing zeros), so comments, layout and fact
 * placeholders around it stay as they are.
 */
import { PLACEHOLDER } from "../facts/placeholders";

/** A span of a source text: offsets of its first character and of the character after it. */
export interface Span {
  start: number;
  end: number;
}

/** A replacement of a span's text. */
export interface TextEdit extends Span {
  text: string;
}

/**
 * The text with each fact placeholder replaced by as many underscores: a plain YAML or JSON-like
 * scalar of the same length, so the text parses and its offsets are the original's.
 */
export function maskPlaceholders(text: string): string {
  return text.replace(PLACEHOLDER, (whole) => "_".repeat(whole.length));
}

/** The 1-based line of an offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = text.indexOf("\n"); index !== -1 && index < offset; index = text.indexOf("\n", index + 1)) line += 1;
  return line;
}

/** Decimal places of a number literal written with a trailing zero (`67241.80` → 2), else 0. */
const paddedPlaces = (literal: string) => /\.(\d*0)$/.exec(literal)?.[1].length ?? 0;

/**
 * A new value written like the literal it replaces: a number written with trailing zeros keeps
 * its decimal places when that loses nothing (`226.40` stays two places, `35760.0` one); a
 * string keeps its quotes.
 */
export function writeLike(original: string, value: number | string): string {
  if (typeof value === "number") {
    const places = paddedPlaces(original);
    const fixed = places > 0 ? value.toFixed(places) : "";
    return fixed !== "" && Number(fixed) === value ? fixed : String(value);
  }
  if (original.startsWith('"')) return JSON.stringify(value);
  if (original.startsWith("'")) return `'${value.replace(/'/g, "''")}'`;
  return value;
}

/** The text with the edits made; edits must not overlap. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const ordered = [...edits].sort((a, b) => b.start - a.start);
  ordered.forEach((edit, index) => {
    const next = ordered[index + 1];
    if (next && next.end > edit.start) throw new Error(`Overlapping edits at offsets ${next.start} and ${edit.start}`);
  });
  return ordered.reduce((result, edit) => result.slice(0, edit.start) + edit.text + result.slice(edit.end), text);
}
