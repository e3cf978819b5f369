import fs from "fs";
import path from "path";
import type { Reporter } from "gatsby";
import type { BoundKind, RoutedPage } from "../lib/kinds/define";
import type { KindEnvironment } from "../lib/kinds/types";
import { searchPageSources, siteSearchRecords } from "../lib/search/site-records";
import { LOCAL_INDEX_URL, type LocalIndexFile, type SearchRecord } from "../lib/search/types";

/** Where the records of the last build are written: the local index, also what Algolia receives. */
export const localIndexFile = (root = process.cwd()): string => path.join(root, "public", LOCAL_INDEX_URL);

/** Writes the records as the local index file and says how many and how large. */
export function writeLocalIndex(
  records: SearchRecord[],
  pages: number,
  reporter: Reporter,
  root = process.cwd(),
): void {
  const file = localIndexFile(root);
  const content: LocalIndexFile = { version: 1, records };
  const json = JSON.stringify(content);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, json);
  reporter.info(
    `Search: ${records.length} records from ${pages} pages → ${LOCAL_INDEX_URL} (${(json.length / 1024).toFixed(0)} KB).`,
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
