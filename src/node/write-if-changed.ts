import fs from "fs";

/**
 * Writes `content` to `file` unless the file already holds exactly it, and says whether it wrote.
 * An output the build left as it was keeps its time, so that precompression
 * (packages/site-server/lib/precompress.ts) passes it over without reading it: after one guide is
 * edited, the Markdown copies, feeds and downloads of every other page stay untouched.
 */
export function writeIfChanged(file: string, content: string | Buffer): boolean {
  const bytes = typeof content === "string" ? Buffer.from(content) : content;
  const present = fs.statSync(file, { throwIfNoEntry: false });
  if (present?.isFile() && present.size === bytes.length && fs.readFileSync(file).equals(bytes)) return false;
  fs.writeFileSync(file, bytes);
  return true;
}
