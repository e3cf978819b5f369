import { LineCounter, parseDocument, isNode, type Document } from "yaml";
import { AuthorError } from "./author-error";
import { formatProblem } from "./validation-errors";
import { findAliasProblem, firstAliasOffset } from "./yaml-aliases";

/** A parsed YAML file that can tell where a value came from. */
export interface YamlSource {
  /** The parsed value. */
  data: unknown;
  /** `file:line` of the value at `path`, or of its nearest existing parent. */
  locate(path: ReadonlyArray<string | number>): string;
}

/** The yaml library's own limit on alias use, kept as a second guard behind findAliasProblem. */
const MAX_ALIAS_COUNT = 1_000;

/** Where the values of a YAML text are, for messages: no values are built. */
export interface YamlLocator {
  /** `file:line` of the value at `path`, or of its nearest existing parent. */
  locate(path: ReadonlyArray<string | number>): string;
}

/** A YAML text whose syntax and aliases passed the check, with its document kept for locating values. */
export interface CheckedYaml extends YamlLocator {
  document: Document;
  /** Line positions of the text, for messages about an offset. */
  lineCounter: LineCounter;
}

/**
 * Checks YAML syntax and alias use without building values: syntax errors and alias bombs become
 * author errors with file, line and column. `lineOffset` is the number of file lines in front of
 * `text` (a frontmatter block's fence). Callers that get the values elsewhere (from
 * gatsby-transformer-yaml) keep the result to locate schema errors without parsing again.
 */
export function checkYamlSource(text: string, file: string, lineOffset = 0): CheckedYaml {
  const lineCounter = new LineCounter();
  // The core schema: plain YAML values only, no tags that read files or build objects.
  const document = parseDocument(text, { lineCounter, prettyErrors: false, schema: "core", customTags: [] });
  const [firstError] = document.errors;
  if (firstError)
    throw invalidYaml(file, lineCounter, lineOffset, firstError.pos[0], firstError.message.split("\n")[0]);
  const aliasProblem = findAliasProblem(document);
  if (aliasProblem) throw invalidYaml(file, lineCounter, lineOffset, aliasProblem.offset, aliasProblem.message);
  return {
    document,
    lineCounter,
    locate(path) {
      for (let length = path.length; length >= 0; length -= 1) {
        const node = document.getIn(path.slice(0, length), true);
        if (isNode(node) && node.range) {
          return `${file}:${lineCounter.linePos(node.range[0]).line + lineOffset}`;
        }
      }
      return file;
    },
  };
}

function invalidYaml(
  file: string,
  lineCounter: LineCounter,
  lineOffset: number,
  offset: number,
  reason: string,
): AuthorError {
  const { line, col } = lineCounter.linePos(offset);
  return new AuthorError(
    file,
    formatProblem("Invalid YAML in", { where: `${file}:${line + lineOffset}:${col}`, message: reason }),
  );
}

/**
 * Parses YAML, turning syntax errors into author errors with file, line and column.
 * `lineOffset` is the number of file lines in front of `text` (a frontmatter block's fence).
 */
export function parseYamlSource(text: string, file: string, lineOffset = 0): YamlSource {
  const checked = checkYamlSource(text, file, lineOffset);
  let data: unknown;
  try {
    data = checked.document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    // The library's own alias guard, should it trip on a file the count above let through.
    const reason = `${(error as Error).message}. Fix: use fewer aliases (*name), or write the values out.`;
    throw invalidYaml(file, checked.lineCounter, lineOffset, firstAliasOffset(checked.document), reason);
  }
  return { data, locate: checked.locate };
}
