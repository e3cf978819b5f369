import fs from "fs";
import path from "path";
import type { Node, Reporter } from "gatsby";
import type { GeneratedPage, RouteEntry } from "../lib/routes";
import { buildSearchRecords, type SearchPageSource } from "../lib/search/records";
import { LOCAL_INDEX_URL, type LocalIndexFile, type SearchRecord } from "../lib/search/types";

/** A guide's node as the search records need it. */
export interface SearchDocNode {
  docId: string;
  route: string;
  title: string;
  description: string | null;
  keywords?: string[];
  sourceFile: string;
  /** Id of the Mdx node holding the body. */
  mdx: string;
}

/** Where the records of the last build are written: the local index, also what Algolia receives. */
export const localIndexFile = (root = process.cwd()): string => path.join(root, "public", LOCAL_INDEX_URL);

/** The search sources of every page of the route table. */
export function searchPageSources(routes: RouteEntry[], docs: SearchDocNode[], generated: GeneratedPage[], getNode: (id: string) => Node | undefined): SearchPageSource[] {
  const docsById = new Map(docs.map((doc) => [doc.docId, doc]));
  const generatedByPath = new Map(generated.map((page) => [page.path, page]));
  return routes.flatMap((route): SearchPageSource[] => {
    const trail = route.context.navigation.breadcrumbs.map((crumb) => crumb.label);
    const base = { path: route.path, sidebarId: route.context.sidebarId, source: route.source, trail };
    if (route.template === "doc") {
      const doc = docsById.get(route.context.docId);
      if (!doc) return [];
      const body = (getNode(doc.mdx) as (Node & { body?: string }) | undefined)?.body ?? "";
      return [{ ...base, title: doc.title, description: doc.description, keywords: doc.keywords ?? [], body, source: doc.sourceFile }];
    }
    if (route.template === "category-index") {
      return [{ ...base, title: route.context.title, description: route.context.description, keywords: [], body: null }];
    }
    const page = generatedByPath.get(route.path);
    if (!page) return [];
    return [{ ...base, title: page.title, description: page.description, keywords: page.method ? [page.method.toUpperCase()] : [], body: null }];
  });
}

/** Writes the records as the local index file and says how many and how large. */
export function writeLocalIndex(records: SearchRecord[], pages: number, reporter: Reporter, root = process.cwd()): void {
  const file = localIndexFile(root);
  const content: LocalIndexFile = { version: 1, records };
  const json = JSON.stringify(content);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, json);
  reporter.info(`Search: ${records.length} records from ${pages} pages → ${LOCAL_INDEX_URL} (${(json.length / 1024).toFixed(0)} KB).`);
}

/** Builds the records of the route table's pages and writes the local index. */
export function createSearchIndex(args: { routes: RouteEntry[]; docs: SearchDocNode[]; generated: GeneratedPage[]; getNode: (id: string) => Node | undefined; reporter: Reporter }): SearchRecord[] {
  const sources = searchPageSources(args.routes, args.docs, args.generated, args.getNode);
  const records = buildSearchRecords(sources, { language: "en", version: "current" });
  writeLocalIndex(records, sources.length, args.reporter);
  return records;
}

/** The records the last `createPages` wrote, for the Algolia push that follows in the same build. */
export function readLocalIndexRecords(root = process.cwd()): SearchRecord[] {
  return (JSON.parse(fs.readFileSync(localIndexFile(root), "utf8")) as LocalIndexFile).records;
}
