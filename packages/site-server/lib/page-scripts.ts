/**
 * The SHA-256 hashes of each built page's inline scripts, which the nginx config lists in the
 * page's Content-Security-Policy. A page is read only when it changed since the last config: a
 * rebuild rewrites only the pages it changed, and reading every page of a provider-sized site (767
 * pages, about 30 MB) was most of the config's time. What was read last is kept with the tools'
 * caches in node_modules/.cache, with each page's size and time, as precompress keeps its manifest.
 */
import fs from "node:fs";
import path from "node:path";
import { inlineScriptHashes } from "./security-headers.ts";
import { toolCacheFile } from "./tool-cache.ts";

/** A page as it was when its hashes were read. */
interface ReadPage {
  size: number;
  mtimeMs: number;
  hashes: string[];
}

/** A page's hashes, with its HTML when it was read this time (to check its policy against it). */
export interface PageScripts {
  hashes: string[];
  html: string | null;
}

/** Where the hashes of the pages of the built site in `root` are kept between configs. */
export const defaultMemo = (root: string): string => toolCacheFile(root, "nginx-config", "page-scripts.json");

function readMemo(file: string): Map<string, ReadPage> {
  try {
    return new Map(Object.entries(JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, ReadPage>));
  } catch {
    return new Map();
  }
}

/**
 * The inline-script hashes of `documents` (paths relative to `root` with a leading slash), reading
 * a document only when its size or time differs from the memo's; the memo is rewritten with what
 * the documents are now. Without a memo file every document is read. The map lists the documents
 * in the order given.
 */
export function pageScripts(root: string, documents: readonly string[], memoFile?: string): Map<string, PageScripts> {
  const before = memoFile ? readMemo(memoFile) : new Map<string, ReadPage>();
  const now: Record<string, ReadPage> = {};
  const scripts = new Map<string, PageScripts>();
  for (const file of documents) {
    const absolute = path.join(root, file);
    const stat = fs.statSync(absolute);
    const known = before.get(file);
    if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) {
      scripts.set(file, { hashes: known.hashes, html: null });
      now[file] = known;
      continue;
    }
    const html = fs.readFileSync(absolute, "utf8");
    const hashes = inlineScriptHashes(html);
    scripts.set(file, { hashes, html });
    now[file] = { size: stat.size, mtimeMs: stat.mtimeMs, hashes };
  }
  if (memoFile) {
    fs.mkdirSync(path.dirname(memoFile), { recursive: true });
    fs.writeFileSync(memoFile, JSON.stringify(now));
  }
  return scripts;
}
