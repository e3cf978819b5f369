/**
 * The built site as the MCP server reads it: the search index, the Markdown of every page,
 * llms.txt and the sitemap's origin, from a directory on disk (never the network). Pages are read
 * only by routes found in the build, so a reference from a client never becomes a file path.
 */
import fs from "node:fs";
import path from "node:path";
import {
  localIndexOf,
  markdownFileOf,
  routeOfMarkdownFile,
  siteOriginOf,
  type SiteRoutes,
} from "../../../src/lib/mcp/index";
import type { LocalIndexFile } from "../../../src/lib/search/types";

/** Files every build writes that the server needs, relative to the site directory. */
export const REQUIRED_FILES = ["search/local-index.json", "docs.md", "llms.txt"];
/** Text files served as resources, by name. */
export const TEXT_FILES = ["llms.txt", "llms-full.txt"];

/** A built site on disk, read once at start. */
export interface BuiltSite extends SiteRoutes {
  dir: string;
  index: LocalIndexFile;
  /** The Markdown of a page; `route` must be one of `routes`. */
  readPage(route: string): string;
  /** One of TEXT_FILES, or null when the build has none. */
  readText(name: string): string | null;
}

/**
 * What is missing for `dir` to be a built site, as a message for the person who started the
 * server, or null when nothing is.
 */
export function missingBuild(dir: string): string | null {
  const missing = REQUIRED_FILES.filter((file) => !fs.existsSync(path.join(dir, file)));
  if (missing.length === 0) return null;
  return `${dir} has no built site (missing ${missing.join(", ")}). Run \`npm run build\` first, or point --site (or MCP_SITE_DIR) at a built site's directory.`;
}

/**
 * Markdown files under `dir/docs`, relative to `dir` with "/" separators. Symbolic links are not
 * followed: only files the build wrote are pages.
 */
function markdownFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && entry.name.endsWith(".md")) found.push(child);
    }
  };
  if (fs.existsSync(path.join(dir, "docs"))) walk("docs");
  return found;
}

/** Reads the built site in `dir`. */
export function loadSite(dir: string): BuiltSite {
  const indexFile = path.join(dir, "search/local-index.json");
  const index = localIndexOf(JSON.parse(fs.readFileSync(indexFile, "utf8")), indexFile);
  const sitemap = path.join(dir, "sitemap.xml");
  const origin = fs.existsSync(sitemap) ? siteOriginOf(fs.readFileSync(sitemap, "utf8")) : null;
  const routes: ReadonlySet<string> = new Set(
    ["docs.md", ...markdownFiles(dir)].map(routeOfMarkdownFile).filter((route) => route !== null),
  );
  return {
    dir,
    origin,
    routes,
    index,
    readPage(route) {
      if (!routes.has(route)) throw new Error(`${route} is not a page of the build in ${dir}.`);
      return fs.readFileSync(path.join(dir, markdownFileOf(route)), "utf8");
    },
    readText(name) {
      if (!TEXT_FILES.includes(name)) throw new Error(`${name} is not a text file the server serves.`);
      const file = path.join(dir, name);
      return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
    },
  };
}
