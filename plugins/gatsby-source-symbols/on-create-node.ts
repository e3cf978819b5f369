import type { CreateNodeArgs, GatsbyNode, Node } from "gatsby";
import fs from "fs";
import path from "path";
import { FACTS_FILE } from "../../src/lib/facts/load";
import { siteConfig } from "../../site.config";
import { highlightToHtml } from "../../src/lib/highlight";
import { listData, listDataPath } from "../../src/lib/symbols/list-data";
import { SYMBOL_LIST_FILES, SYMBOLS_DIR, symbolCatalogueFrom } from "../../src/lib/symbols/lists";
import { buildSymbolReference } from "../../src/lib/symbols/model";
import { checkSymbolListFiles } from "../../src/lib/symbols/unknown-files";
import type { YamlSource } from "../../src/lib/yaml-source";
import { sourceFileOf, yamlSourceOf, type YamlFileNode } from "../../src/node/content-yaml";
import { siteFacts } from "../../src/node/facts";
import { withReportedAuthorErrors } from "../../src/node/report";
import { keepSourcedNodes, replaceNodes } from "../../src/node/replace-nodes";
import { symbolSuggestions, SUGGESTIONS_PATH } from "../../src/lib/tryit/suggestions";
import { sampleFilePath, writePublicJson, writeSampleFile } from "../../src/node/sample-files";

/** GraphQL type names of the nodes this plugin creates. */
export const SYMBOL_LIST_TYPE = "SymbolList";
export const MARKET_SYMBOL_TYPE = "MarketSymbol";

/** GraphQL type of the nodes gatsby-transformer-yaml makes from content/symbols (see gatsby-config). */
export const SYMBOL_LIST_YAML_TYPE = "SymbolListYaml";

/** Line number of a `file:line` location, or null for a location without one. */
function lineNumber(location: string): number | null {
  const match = /:(\d+)$/.exec(location);
  return match ? Number(match[1]) : null;
}

/** Every type this plugin creates. */
export const SYMBOL_TYPES = [SYMBOL_LIST_TYPE, MARKET_SYMBOL_TYPE] as const;

/** A list file's values, from gatsby-transformer-yaml, or the facts file (stock totals come from it). */
export const shouldOnCreateNode = ({ node }: { node: Node }): boolean =>
  node.internal.type === SYMBOL_LIST_YAML_TYPE ||
  (node.internal.type === "File" && (node as Partial<YamlFileNode>).absolutePath === path.resolve(FACTS_FILE));

/**
 * Validates and models the symbol lists from the transformer's nodes, and creates their nodes.
 * The lists are checked against each other (the algo list names symbols of the others), so the
 * reference is built when every list file has arrived, and built again whenever one of them
 * changes (a save in `gatsby develop`), facts included. While a file is broken, the last good
 * nodes stay.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  const { node, getNode, getNodesByType, reporter } = args;
  const parentOf = (child: Node) => (child.parent ? (getNode(child.parent) as YamlFileNode | undefined) : undefined);
  const file = node.internal.type === SYMBOL_LIST_YAML_TYPE ? parentOf(node) : undefined;
  if (file) arrived.set(sourceFileOf(file), { node, file });
  // An empty list file makes no node and a missing one none either, so the wait below would never
  // end and every page of that list would be left out without a word: the files are checked on disk.
  const filesOk = await withReportedAuthorErrors(reporter, `${SYMBOLS_DIR} (list files)`, () => {
    checkSymbolListFiles(filesUnder(SYMBOLS_DIR), (path) => fs.readFileSync(path, "utf8"));
    return true;
  });
  if (!filesOk) return;
  // Files this process has not seen arrive (nodes restored from Gatsby's cache) are read from the store.
  const files = new Map([...arrived].filter(([, entry]) => getNode(entry.node.id)));
  for (const other of getNodesByType(SYMBOL_LIST_YAML_TYPE)) {
    const otherFile = parentOf(other);
    if (otherFile && !files.has(sourceFileOf(otherFile)))
      files.set(sourceFileOf(otherFile), { node: other, file: otherFile });
  }
  if (SYMBOL_LIST_FILES.some((path) => !files.has(path))) return;
  await withReportedAuthorErrors(reporter, SYMBOLS_DIR, async () => {
    // Built once per version of the inputs: the store may list a file's node again after it arrived.
    const inputs = [
      ...SYMBOL_LIST_FILES.map((path) => files.get(path)?.node.internal.contentDigest),
      JSON.stringify(siteFacts().symbols),
    ].join("|");
    if (inputs === lastInputs) return;
    // Marked as built before the new nodes' hooks end, so that a list arriving meanwhile is not built again.
    const processed = sourceSymbols(args, files);
    lastInputs = inputs;
    await processed;
  });
};

/** The inputs of the last successful build, so that the same lists are not modelled twice. */
let lastInputs = "";

/**
 * The list files' nodes as they arrive in this process, by path. The store's type index is
 * written asynchronously, so while the files are being sourced it may not list the newest ones yet.
 */
const arrived = new Map<string, { node: Node; file: YamlFileNode }>();

/** Every file under a folder, as "/"-separated paths relative to the project root. */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/** Builds and creates the symbol nodes (throwing at once on an author error); resolves when their hooks are done. */
function sourceSymbols(
  { actions, createNodeId, createContentDigest, getNodesByType, reporter }: CreateNodeArgs,
  files: Map<string, { node: Node; file: YamlFileNode }>,
): Promise<void> {
  const sources = new Map<string, YamlSource>();
  const sourceOf = (path: string) => {
    const { node, file } = files.get(path) as { node: Node; file: YamlFileNode };
    const source = yamlSourceOf(node, file);
    sources.set(path, source);
    return source;
  };
  const catalogue = symbolCatalogueFrom(sourceOf);
  const reference = buildSymbolReference(catalogue, {
    highlight: highlightToHtml,
    httpApi: siteConfig.hosts.httpApi,
    websocket: siteConfig.hosts.websocket,
    stockTotals: siteFacts().symbols.stocks,
    lineOf: (file, at) => {
      const source = sources.get(file);
      return source ? lineNumber(source.locate(at)) : null;
    },
  });

  const processed = replaceNodes(
    { actions, createNodeId, createContentDigest, getNodesByType },
    SYMBOL_TYPES,
    (create) => {
      reference.lists.forEach((list) => create(SYMBOL_LIST_TYPE, list.listId, list));
      reference.symbols.forEach((symbol) => {
        const samplesUrl = symbol.route && symbol.quoteSamples.length ? sampleFilePath("symbols", symbol.key) : null;
        if (samplesUrl) writeSampleFile(samplesUrl, symbol.quoteSamples);
        const fields = { ...symbol, defaultSample: samplesUrl ? symbol.quoteSamples[0] : null, samplesUrl };
        create(MARKET_SYMBOL_TYPE, symbol.key, fields);
      });
    },
  );
  writePublicJson(SUGGESTIONS_PATH, symbolSuggestions(reference.symbols));
  // The whole of each list, for the filter of a list split into pages (src/lib/symbols/list-data.ts).
  reference.lists.forEach((list) => writePublicJson(listDataPath(list.listId), listData(list.table.rows)));
  const pages = reference.symbols.filter((symbol) => symbol.route).length;
  reporter.info(
    `content/symbols: ${reference.symbols.length} symbols in ${reference.lists.length} lists, ${pages} with a page of their own.`,
  );
  return processed;
}

/** The symbol nodes are kept across runs that reuse Gatsby's cache, where unchanged files are not created again. */
export const sourceNodes = keepSourcedNodes;
