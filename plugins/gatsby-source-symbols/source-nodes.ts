import type { GatsbyNode } from "gatsby";
import fs from "fs";
import path from "path";
import { siteConfig } from "../../site.config";
import { highlightToHtml } from "../../src/lib/highlight";
import { loadSymbolCatalogue } from "../../src/lib/symbols/lists";
import { SYMBOLS_DIR } from "../../src/lib/symbols/lists";
import { buildSymbolReference } from "../../src/lib/symbols/model";
import { checkSymbolFiles } from "../../src/lib/symbols/unknown-files";
import type { YamlSource } from "../../src/lib/yaml-source";
import { siteFacts } from "../../src/node/facts";
import { withAuthorErrors } from "../../src/node/report";
import { symbolSuggestions, SUGGESTIONS_PATH } from "../../src/lib/tryit/suggestions";
import { sampleFilePath, writePublicJson, writeSampleFile } from "../../src/node/sample-files";

/** GraphQL type names of the nodes this plugin creates. */
export const SYMBOL_LIST_TYPE = "SymbolList";
export const MARKET_SYMBOL_TYPE = "MarketSymbol";

/** Line number of a `file:line` location, or null for a location without one. */
function lineNumber(location: string): number | null {
  const match = /:(\d+)$/.exec(location);
  return match ? Number(match[1]) : null;
}

/** Every file under a folder, as "/"-separated paths relative to the project root. */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/** Reads, validates and models every symbol list once, and creates its nodes. */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest, reporter }) => {
  withAuthorErrors(reporter, () => checkSymbolFiles(filesUnder(SYMBOLS_DIR)));
  const sources = new Map<string, YamlSource>();
  const catalogue = withAuthorErrors(reporter, () =>
    loadSymbolCatalogue(
      (file) => fs.readFileSync(path.resolve(file), "utf8"),
      (file, source) => sources.set(file, source),
    ),
  );
  const reference = buildSymbolReference(catalogue, {
    highlight: highlightToHtml,
    httpApi: siteConfig.hosts.httpApi,
    websocket: siteConfig.hosts.websocket,
    stockTotals: withAuthorErrors(reporter, () => siteFacts().symbols.stocks),
    lineOf: (file, at) => {
      const source = sources.get(file);
      return source ? lineNumber(source.locate(at)) : null;
    },
  });

  const create = (type: string, key: string, fields: object) =>
    actions.createNode({
      ...fields,
      id: createNodeId(`${type} >>> ${key}`),
      internal: { type, contentDigest: createContentDigest(fields) },
    });
  reference.lists.forEach((list) => create(SYMBOL_LIST_TYPE, list.listId, list));
  reference.symbols.forEach((symbol) => {
    const samplesUrl = symbol.route && symbol.quoteSamples.length ? sampleFilePath("symbols", symbol.key) : null;
    if (samplesUrl) writeSampleFile(samplesUrl, symbol.quoteSamples);
    create(MARKET_SYMBOL_TYPE, symbol.key, { ...symbol, defaultSample: samplesUrl ? symbol.quoteSamples[0] : null, samplesUrl });
  });
  writePublicJson(SUGGESTIONS_PATH, symbolSuggestions(reference.symbols));
  const pages = reference.symbols.filter((symbol) => symbol.route).length;
  reporter.info(`content/symbols: ${reference.symbols.length} symbols in ${reference.lists.length} lists, ${pages} with a page of their own.`);
};
