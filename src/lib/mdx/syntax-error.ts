import { AuthorError } from "../author-error";

/** The parts of a unified VFileMessage that an MDX syntax error carries. */
export interface MdxParseFailure {
  reason?: string;
  message?: string;
  line?: number | null;
  column?: number | null;
}

/** Lines in front of the MDX body in its file: the frontmatter block and its fences. */
export function bodyLineOffset(fileText: string, body: string): number {
  const start = fileText.endsWith(body) ? fileText.length - body.length : fileText.indexOf(body);
  return start <= 0 ? 0 : fileText.slice(0, start).split("\n").length - 1;
}

const HINTS: Array<[RegExp, string]> = [
  [
    /expected a corresponding closing brace|Could not parse expression/i,
    "Braces start a JavaScript expression in MDX; write \\{ and \\} for literal braces, or put the text in `code`.",
  ],
  [/closing tag|closing slash/i, "Close every JSX tag (<Tabs>…</Tabs>) or make it self-closing (<Admonition />)."],
  [
    /Unexpected character .* before name|before attribute/i,
    "In MDX a < in text starts a JSX tag; write &lt; or put the text in `code`.",
  ],
];

/**
 * Turns an MDX parser failure into an author error naming the file, the line and column in the
 * file (frontmatter included), the parser's reason and a hint for the common mistakes.
 */
export function mdxSyntaxError(failure: MdxParseFailure, file: string, lineOffset: number): AuthorError {
  const reason = (failure.reason ?? failure.message ?? "unknown MDX syntax error").replace(/\s+/g, " ").trim();
  const where = failure.line ? `:${failure.line + lineOffset}${failure.column ? `:${failure.column}` : ""}` : "";
  const hint = HINTS.find(([pattern]) => pattern.test(reason))?.[1];
  return new AuthorError(file, `Invalid MDX in ${file}${where}: ${reason}${hint ? `\n  Fix: ${hint}` : ""}`);
}
