import type { GatsbyNode } from "gatsby";
import fs from "fs";
import path from "path";
import { gzipSync } from "zlib";
import { SEARCH_RECORDS_QUERY, SEARCH_RECORD_TAGS, type SearchSourceData } from "../lib/search/query";
import { buildSearchRecords } from "../lib/search/records";
import { LOCAL_INDEX_URL, type LocalIndexFile } from "../lib/search/types";
import { withAuthorErrors } from "./report";

const count = (value: number): string => value.toLocaleString("en-US");
const kilobytes = (bytes: number): string => `${count(Math.round(bytes / 1024))} KB`;

/**
 * Builds the search records from the pages the build created and writes them as the local index.
 * Written whether or not Algolia is configured: the site falls back to it when Algolia cannot be
 * reached. A duplicate URL or a heading the records cannot place stops the build, naming the file.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<SearchSourceData>(SEARCH_RECORDS_QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`search: the SearchRecords query (src/lib/search/query.ts) failed: ${JSON.stringify(result.errors ?? "no data")}`);
    return;
  }
  const data = result.data;
  const records = withAuthorErrors(reporter, () => buildSearchRecords(data, SEARCH_RECORD_TAGS));

  const file: LocalIndexFile = { version: 1, records };
  const json = JSON.stringify(file);
  const target = path.join(process.cwd(), "public", LOCAL_INDEX_URL);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  await fs.promises.writeFile(target, json);

  const pages = records.filter((record) => record.type === "lvl1").length;
  const size = `${kilobytes(Buffer.byteLength(json))}, ${kilobytes(gzipSync(json).length)} gzipped`;
  reporter.info(`search: ${count(records.length)} records from ${count(pages)} pages → ${LOCAL_INDEX_URL} (${size})`);
};
