import type { LocalIndexFile, SearchRecord } from "./types";

/** The records of a local index file, as the engine indexes them. */
export function indexRecords(file: LocalIndexFile): SearchRecord[] {
  return file.records;
}
