import { LineCounter, parseDocument, isNode } from "yaml";
import { AuthorError } from "./author-error";
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

/**
 * Parses YAML, turning syntax errors into author errors with file, line and column.
 * `lineOffset` is the number of file lines in front of `text` (a frontmatter block's fence).
 */
export function parseYamlSource(text: string, file: string, lineOffset = 0): YamlSource {
  const lineCounter = new LineCounter();
  // The core schema: plain YAML values only, no tags that read files or build objects.
  const document = parseDocument(text, { lineCounter, prettyErrors: false, schema: "core", customTags: [] });
  const invalid = (offset: number, reason: string) => {
    const { line, col } = lineCounter.linePos(offset);
    return new AuthorError(file, `Invalid YAML in ${file}:${line + lineOffset}:${col}: ${reason}`);
  };
  const [firstError] = document.errors;
  if (firstError) throw invalid(firstError.pos[0], firstError.message.split("\n")[0]);
  const aliasProblem = findAliasProblem(document);
  if (aliasProblem) throw invalid(aliasProblem.offset, aliasProblem.message);
  let data: unknown;
  try {
    data = document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    // The library's own alias guard, should it trip on a file the count above let through.
    throw invalid(firstAliasOffset(document), `${(error as Error).message}. Fix: use fewer aliases (*name), or write the values out.`);
  }
  return {
    data,
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
