// @ts-check
/**
 * Reads the site's symbol lists (content/symbols/*.yaml), so the mock streams exactly the
 * symbols the symbol reference documents. Only the fields the mock needs are read; the lists
 * themselves are validated by the site build.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";

/**
 * The streamable symbols of each asset class, with what the quotes need.
 * @typedef {object} SymbolLists
 * @property {{ symbol: string, country: string }[]} stocks tickers with their listing country
 * @property {string[]} indices index codes
 * @property {string[]} currencies currency pairs, such as EURUSD
 * @property {{ symbol: string, quote: string }[]} crypto pairs with their fiat currency
 * @property {{ symbol: string, unit: string, currency: string }[]} commodities
 */

/**
 * @param {string} file
 * @returns {any} parsed YAML; each caller checks the fields it reads
 */
function readYaml(file) {
  return parse(fs.readFileSync(file, "utf8"));
}

/**
 * @param {unknown} value
 * @param {string} file
 * @returns {any[]} the list; any because entries are checked field by field where they are read
 */
function list(value, file) {
  if (!Array.isArray(value)) throw new Error(`${file}: expected a list of symbols`);
  return value;
}

/**
 * Load the symbol lists from a content/symbols directory.
 * @param {string} dir
 * @returns {SymbolLists}
 */
export function loadSymbolLists(dir) {
  const file = (/** @type {string} */ name) => path.join(dir, name);

  const stocks = fs
    .readdirSync(file("stocks"))
    .filter((name) => name.endsWith(".yaml"))
    .flatMap((name) => {
      const country = path.basename(name, ".yaml");
      return list(readYaml(file(`stocks/${name}`))?.stocks, name).map((s) => ({ symbol: String(s.symbol), country }));
    });

  const indices = list(readYaml(file("indices.yaml"))?.indices, "indices.yaml").map((i) => String(i.symbol));

  const currencies = list(readYaml(file("currencies.yaml"))?.currencies, "currencies.yaml").flatMap((c) =>
    (Array.isArray(c.pairs) ? c.pairs : []).map(String),
  );

  const crypto = list(readYaml(file("crypto.yaml"))?.coins, "crypto.yaml").flatMap((coin) =>
    list(coin.quotes, "crypto.yaml").map((quote) => ({ symbol: `${coin.symbol}${quote}`, quote: String(quote) })),
  );

  const groups = readYaml(file("commodities.yaml")) ?? {};
  const commodities = Object.values(groups).flatMap((group) =>
    list(group, "commodities.yaml").map((c) => ({
      symbol: String(c.symbol),
      unit: String(c.unit),
      currency: String(c.currency),
    })),
  );

  return { stocks, indices, currencies, crypto, commodities };
}
