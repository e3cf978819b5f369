/**
 * The module specifiers of a JavaScript module (static imports, re-exports, dynamic `import()`
 * of a string), found by TypeScript's pre-processor, which skips strings and comments, and
 * rewritten in place.
 */
import ts from "typescript";

export interface Specifier {
  /** As written, without its quotes. */
  text: string;
  /** Offset of its first character, inside the quotes. */
  start: number;
}

export function specifiersOf(code: string): Specifier[] {
  return ts.preProcessFile(code, true, true).importedFiles.map((file) => {
    // `pos` is the opening quote's offset.
    const start = file.pos + 1;
    if (!`"'`.includes(code[file.pos]) || code.slice(start, start + file.fileName.length) !== file.fileName)
      throw new Error(`Could not locate the import of ${JSON.stringify(file.fileName)} at offset ${file.pos}`);
    return { text: file.fileName, start };
  });
}

/** The code with every specifier replaced by `replace(specifier)`; quotes and everything else kept. */
export function rewriteSpecifiers(code: string, replace: (specifier: string) => string): string {
  let out = "";
  let at = 0;
  for (const { text, start } of specifiersOf(code)) {
    out += code.slice(at, start) + replace(text);
    at = start + text.length;
  }
  return out + code.slice(at);
}

/** The package a bare specifier imports (`ws`, `@scope/name` of `@scope/name/sub`), or null for a relative one. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith(".") || specifier.startsWith("/")) return null;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}
