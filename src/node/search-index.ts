import crypto from "crypto";
import fs from "fs";
import path from "path";
import type { Reporter } from "gatsby";
import type { BoundKind, RoutedPage } from "../lib/kinds/define";
import type { KindEnvironment } from "../lib/kinds/types";
import { buildLocalIndex } from "../lib/search/engine";
import { splitIndex } from "../lib/search/shards";
import { searchPageSources, siteSearchRecords } from "../lib/search/site-records";
import {
  LOCAL_INDEX_URL,
  SEARCH_DIR_URL,
  SEARCH_HEAD_URL,
  type LocalIndexFile,
  type SearchRecord,
} from "../lib/search/types";
import { writeIfChanged } from "./write-if-changed";

/** Where the records of the last build are written: the local index, also what Algolia receives. */
export const localIndexFile = (root = process.cwd()): string => path.join(root, "public", LOCAL_INDEX_URL);

/** The folder of the index's parts, and its head. */
const searchDir = (root: string): string => path.join(root, "public", SEARCH_DIR_URL);
const headFile = (root: string): string => path.join(root, "public", SEARCH_HEAD_URL);

/** The index's parts (and their compressed copies), as shards.ts names them. */
export const INDEX_PART = /^(?:terms|records)-[0-9]+-[0-9a-f]+\.json(?:\.br|\.gz)?$/;

/** A part's hash, in its name: 10 hex digits of the SHA-256 of its body. */
const hashOf = (body: string): string => crypto.createHash("sha256").update(body).digest("hex").slice(0, 10);

/**
 * Writes the records as the whole local index file (for the MCP server and the Algolia push) and
 * as the parts the browser loads (the head and its term and record files), removes the parts of
 * earlier builds that this one lacks, writes only the parts that changed, and says how many
 * records and how large.
 */
export function writeLocalIndex(
  records: SearchRecord[],
  pages: number,
  reporter: Reporter,
  root = process.cwd(),
): void {
  const file = localIndexFile(root);
  const content: LocalIndexFile = { version: 1, records };
  const json = JSON.stringify(content);
  const dir = searchDir(root);
  fs.mkdirSync(dir, { recursive: true });
  writeIfChanged(file, json);

  const { head, files } = splitIndex(buildLocalIndex(records), hashOf);
  const present = new Set(fs.readdirSync(dir));
  for (const name of present)
    if (INDEX_PART.test(name) && !files.has(name.replace(/\.(?:br|gz)$/, ""))) fs.rmSync(path.join(dir, name));
  // A part's name is the hash of its body: one already there is this very file, compressed copies and all.
  for (const [name, body] of files) if (!present.has(name)) fs.writeFileSync(path.join(dir, name), body);
  const headJson = JSON.stringify(head);
  writeIfChanged(headFile(root), headJson);
  reporter.info(
    `Search: ${records.length} records from ${pages} pages → ${LOCAL_INDEX_URL} (${(json.length / 1024).toFixed(0)} KB), ` +
      `for the browser ${SEARCH_HEAD_URL} (${(headJson.length / 1024).toFixed(0)} KB), ${head.terms.length} term files and ${head.records.length} record files.`,
  );
}

/** Builds the records of the route table's pages and of every symbol, and writes the local index. */
export function createSearchIndex(args: {
  routes: readonly RoutedPage[];
  kinds: readonly BoundKind[];
  environment: KindEnvironment;
  reporter: Reporter;
}): SearchRecord[] {
  const sources = searchPageSources(args.routes, args.environment);
  const records = siteSearchRecords(sources, args.kinds, { language: "en", version: "current" });
  writeLocalIndex(records, sources.length, args.reporter);
  return records;
}

/** The records the last `createPages` wrote, for the Algolia push that follows in the same build. */
export function readLocalIndexRecords(root = process.cwd()): SearchRecord[] {
  return (JSON.parse(fs.readFileSync(localIndexFile(root), "utf8")) as LocalIndexFile).records;
}
