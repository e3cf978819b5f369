import { LineCounter, parseDocument, isNode } from "yaml";
import { AuthorError } from "./author-error";

/** A parsed YAML file that can tell where a value came from. */
export interface YamlSource {
  /** The parsed value. */
  data: unknown;
  /** `file:line` of the value at `path`, or of its nearest existing parent. */
  locate(path: ReadonlyArray<string | number>): string;
}

/**
 * Parses YAML, turning syntax errors into author errors with file, line and column.
 * `lineOffset` is the number of file lines in front of `text` (a frontmatter block's fence).
 */
export function parseYamlSource(text: string, file: string, lineOffset = 0): YamlSource {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false });
  const [firstError] = document.errors;
  if (firstError) {
    const { line, col } = lineCounter.linePos(firstError.pos[0]);
    const reason = firstError.message.split("\n")[0];
    throw new AuthorError(file, `Invalid YAML in ${file}:${line + lineOffset}:${col}: ${reason}`);
  }
  return {
    data: document.toJS(),
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
