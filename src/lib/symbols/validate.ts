/**
 * Validation of the symbol lists: a parsed YAML file in, a typed list out, or an AuthorError that
 * names the file, each bad entry with its line, the field, what the field accepts and the fix.
 * Pure: the caller reads and parses the files (parseYamlSource), so this runs in tests as is.
 */
import { z, type ZodIssue, type ZodTypeAny } from "zod";
import { closest } from "../author-error";
import { validationError, valueIssues, type Problem as LocatedProblem } from "../validation-errors";
import type { YamlSource } from "../yaml-source";
import { emptyListProblem, emptyListsError } from "./empty-list";
import { REFERENCE_FILE, type StockCountry } from "./reference";
import {
  algoListSchema,
  commodityListSchema,
  cryptoListSchema,
  currencyListSchema,
  indexListSchema,
  stockListSchema,
  type AlgoList,
  type CommodityList,
  type CryptoList,
  type CurrencyList,
  type IndexList,
  type StockList,
} from "./schema";
import { findSlugCollisions } from "./slug";

type Path = ReadonlyArray<string | number>;

/** Something wrong at a path of the parsed file. */
interface Problem {
  path: Path;
  message: string;
}

/** How a file's entries are named in messages: `coin "BTC"`, `energy commodity "WTI"`. */
interface Naming {
  /** What one entry of the list under `listKey` is called. */
  noun(listKey: string): string;
  /** The field that identifies an entry. */
  keyField: string;
}

/** Everything the checks of one file need. */
interface FileContext {
  source: YamlSource;
  file: string;
  schema: ZodTypeAny;
  naming: Naming;
}

const SCHEMA_FILE = "src/lib/symbols/schema.ts";

/** The value at `path` in parsed YAML, or undefined. */
function valueAt(data: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === "object" ? (value as Record<string | number, unknown>)[key] : undefined,
    data,
  );
}

/** The line of `path` (or of its nearest existing parent), or null for a value-less file. */
function lineAt(context: FileContext, path: Path): string | null {
  const location = context.source.locate(path);
  return location.startsWith(`${context.file}:`) ? location.slice(context.file.length + 1) : null;
}

/** The schema of the value at `path`, seen through optional, default and refinement wrappers. */
function schemaAt(schema: ZodTypeAny, path: Path): ZodTypeAny | undefined {
  let current: ZodTypeAny | undefined = schema;
  for (const key of path) {
    current = current && unwrap(current);
    if (current instanceof z.ZodObject && typeof key === "string")
      current = current.shape[key] as ZodTypeAny | undefined;
    else if (current instanceof z.ZodArray && typeof key === "number") current = current.element as ZodTypeAny;
    else return undefined;
  }
  return current;
}

function unwrap(schema: ZodTypeAny): ZodTypeAny {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodEffects) current = current.innerType();
    else if (current instanceof z.ZodOptional || current instanceof z.ZodDefault) current = current._def.innerType;
    else return current;
  }
}

/** Turns zod issues into problems; unknown fields become one problem each, at their own line. */
function problemsOf(issues: ZodIssue[], context: FileContext): Problem[] {
  return valueIssues(issues).map(({ path, issue, unknownField }) => {
    if (!unknownField) return { path, message: issue.message };
    const owner = schemaAt(context.schema, path.slice(0, -1));
    const known =
      owner && unwrap(owner) instanceof z.ZodObject ? Object.keys((unwrap(owner) as z.AnyZodObject).shape) : [];
    return { path, message: `unknown field; known fields: ${known.join(", ")}` };
  });
}

/** One problem at its line: which entry and field, what is wrong, then what the field holds. */
function formatProblem(problem: Problem, context: FileContext): LocatedProblem {
  const { path } = problem;
  const [listKey, index] = path;
  const isEntry = typeof listKey === "string" && typeof index === "number";
  const fieldPath = isEntry ? path.slice(2) : path;
  const subjects: string[] = [];
  if (isEntry) {
    const entry = valueAt(context.source.data, [listKey, index]);
    const key =
      typeof entry === "string" || typeof entry === "number" ? entry : valueAt(entry, [context.naming.keyField]);
    const label = typeof key === "string" || typeof key === "number" ? `"${key}"` : `#${index + 1}`;
    subjects.push(`${context.naming.noun(listKey)} ${label} (entry at line ${lineAt(context, [listKey, index])})`);
  }
  const field = fieldPath.find((key): key is string => typeof key === "string");
  if (field !== undefined) {
    const item = fieldPath[fieldPath.indexOf(field) + 1];
    subjects.push(`field "${field}"${typeof item === "number" ? ` item ${item + 1}` : ""}`);
  }
  const fieldSchema =
    field === undefined ? undefined : schemaAt(context.schema, path.slice(0, path.indexOf(field) + 1));
  return {
    where: context.source.locate(path),
    message: `${subjects.length ? `${subjects.join(", ")}: ` : ""}${problem.message}`,
    ...(fieldSchema?.description ? { detail: `${field}: ${fieldSchema.description}` } : {}),
  };
}

function report(context: FileContext, problems: Problem[]): never {
  throw validationError(
    context.file,
    `Invalid symbol list ${context.file}`,
    problems.map((problem) => formatProblem(problem, context)),
    `Fix the values above: the fields are described in ${SCHEMA_FILE}, the allowed codes are listed in ${REFERENCE_FILE}.`,
  );
}

/** Parses with the file's schema, then runs the checks that span entries; throws on any problem. */
function check<T>(context: FileContext, crossChecks: (data: T) => Problem[]): T {
  // An empty file parses to no value at all: said as such, not as a type error of the top level.
  if (context.source.data === null || context.source.data === undefined)
    throw emptyListsError([emptyListProblem(context.file)]);
  const result = context.schema.safeParse(context.source.data);
  if (!result.success) return report(context, problemsOf(result.error.issues, context));
  const data = result.data as T;
  const problems = crossChecks(data);
  if (problems.length) report(context, problems);
  return data;
}

/** An entry's identifying value and where it is. */
interface Keyed {
  path: Path;
  key: string;
}

/** A problem for every repeat of a key, naming the line of its first occurrence. */
function repeats(context: FileContext, items: Keyed[], field: string, fix: string): Problem[] {
  const first = new Map<string, Path>();
  const problems: Problem[] = [];
  for (const item of items) {
    const earlier = first.get(item.key);
    if (earlier === undefined) first.set(item.key, item.path);
    else
      problems.push({
        path: [...item.path, field],
        message: `"${item.key}" is also the ${field} of the entry at line ${lineAt(context, earlier)}; ${fix}`,
      });
  }
  return problems;
}

/** Keys of `entries` under `listKey`, with their paths. */
function keyed<T>(listKey: string, entries: readonly T[], keyOf: (entry: T) => string): Keyed[] {
  return entries.map((entry, index) => ({ path: [listKey, index], key: keyOf(entry) }));
}

/**
 * Distinct keys that share a slug (`BRK.B` and `BRK-B`): they would share a page or an anchor,
 * so the later one is reported with the line of the earlier.
 */
function slugClashes(context: FileContext, items: Keyed[], field: string): Problem[] {
  const firstPath = new Map<string, Path>();
  for (const item of items) if (!firstPath.has(item.key)) firstPath.set(item.key, item.path);
  return findSlugCollisions(firstPath.keys()).flatMap(({ slug, values }) =>
    values.slice(1).map((value) => ({
      path: [...(firstPath.get(value) ?? []), field],
      message: `"${value}" and "${values[0]}" (line ${lineAt(context, firstPath.get(values[0]) ?? [])}) share the slug "${slug}"; they cannot both have a page`,
    })),
  );
}

function context(source: YamlSource, file: string, schema: ZodTypeAny, naming: Naming): FileContext {
  return { source, file, schema, naming };
}

/** Validates content/symbols/crypto.yaml: fields, and unique tickers and slugs. */
export function validateCryptoList(source: YamlSource, file: string): CryptoList {
  const ctx = context(source, file, cryptoListSchema, { noun: () => "coin", keyField: "symbol" });
  return check<CryptoList>(ctx, ({ coins }) => [
    ...repeats(
      ctx,
      keyed("coins", coins, (coin) => coin.symbol),
      "symbol",
      "list each coin once",
    ),
    ...repeats(
      ctx,
      keyed("coins", coins, (coin) => coin.slug),
      "slug",
      "each coin needs its own page slug",
    ),
  ]);
}

/**
 * Validates content/symbols/currencies.yaml: fields, unique codes, pairs whose quote currency is
 * in the file, and no currency left without a pair (its page would list nothing).
 */
export function validateCurrencyList(source: YamlSource, file: string): CurrencyList {
  const ctx = context(source, file, currencyListSchema, { noun: () => "currency", keyField: "code" });
  return check<CurrencyList>(ctx, ({ currencies }) => {
    const codes = currencies.map((currency) => currency.code);
    const pairs = currencies.flatMap((currency, index) =>
      currency.pairs.map((pair, item) => ({ pair, path: ["currencies", index, "pairs", item] as Path })),
    );
    const quoteProblems = pairs.flatMap(({ pair, path }): Problem[] => {
      const quote = pair.slice(3);
      if (quote === pair.slice(0, 3)) return [{ path, message: `${pair} pairs a currency with itself` }];
      if (codes.includes(quote as (typeof codes)[number])) return [];
      return [
        { path, message: `quote currency ${quote} is not in this file; closest: ${closest(quote, codes).join(", ")}` },
      ];
    });
    const unpaired = currencies.flatMap((currency, index): Problem[] =>
      pairs.some(({ pair }) => pair.includes(currency.code))
        ? []
        : [
            {
              path: ["currencies", index, "pairs"],
              message: `${currency.code} is in no pair; add one, e.g. ${currency.code}USD`,
            },
          ],
    );
    return [
      ...repeats(
        ctx,
        keyed("currencies", currencies, (currency) => currency.code),
        "code",
        "list each currency once",
      ),
      ...quoteProblems,
      ...unpaired,
    ];
  });
}

/** Validates content/symbols/indices.yaml: fields, and unique codes and slugs. */
export function validateIndexList(source: YamlSource, file: string): IndexList {
  const ctx = context(source, file, indexListSchema, { noun: () => "index", keyField: "symbol" });
  return check<IndexList>(ctx, ({ indices }) => [
    ...repeats(
      ctx,
      keyed("indices", indices, (index) => index.symbol),
      "symbol",
      "list each index once",
    ),
    ...repeats(
      ctx,
      keyed("indices", indices, (index) => index.slug),
      "slug",
      "each index needs its own page slug",
    ),
  ]);
}

/** Validates content/symbols/commodities.yaml: fields, and symbols unique across the three groups. */
export function validateCommodityList(source: YamlSource, file: string): CommodityList {
  const ctx = context(source, file, commodityListSchema, { noun: (group) => `${group} commodity`, keyField: "symbol" });
  return check<CommodityList>(ctx, (groups) => {
    const all = (["agricultural", "energy", "metal"] as const).flatMap((group) =>
      keyed(group, groups[group], (commodity) => commodity.symbol),
    );
    return repeats(ctx, all, "symbol", "list each commodity once, in one group");
  });
}

/**
 * Validates content/symbols/stocks/<country>.yaml: fields, exchanges of that country, unique
 * tickers, and no two tickers with the same slug.
 */
export function validateStockList(source: YamlSource, file: string, country: StockCountry): StockList {
  const ctx = context(source, file, stockListSchema(country), { noun: () => "stock", keyField: "symbol" });
  return check<StockList>(ctx, ({ stocks }) => {
    const items = keyed("stocks", stocks, (stock) => stock.symbol);
    return [...repeats(ctx, items, "symbol", "list each ticker once"), ...slugClashes(ctx, items, "symbol")];
  });
}

/** The validated lists the algo list refers to. */
export interface AlgoTargets {
  stocks: Partial<Record<StockCountry, StockList>>;
  indices: IndexList;
  currencies: CurrencyList;
  crypto: CryptoList;
  commodities: CommodityList;
}

const ALGO_NOUNS: Record<string, string> = {
  stocks: "stock",
  indices: "index",
  currencies: "currency pair",
  crypto: "crypto pair",
  commodities: "commodity",
};

/**
 * Validates content/symbols/algo.yaml against the other lists: every symbol it names must exist
 * there, so the algo page never lists an instrument the API does not know.
 */
export function validateAlgoList(source: YamlSource, file: string, targets: AlgoTargets): AlgoList {
  const ctx = context(source, file, algoListSchema, { noun: (key) => ALGO_NOUNS[key] ?? key, keyField: "symbol" });
  const known = {
    indices: targets.indices.indices.map((index) => index.symbol),
    currencies: targets.currencies.currencies.flatMap((currency) => currency.pairs),
    crypto: targets.crypto.coins.flatMap((coin) => coin.quotes.map((quote) => `${coin.symbol}${quote}`)),
    commodities: (["agricultural", "energy", "metal"] as const).flatMap((group) =>
      targets.commodities[group].map((commodity) => commodity.symbol),
    ),
  };
  const missing = (path: Path, symbol: string, candidates: string[], list: string): Problem[] =>
    candidates.includes(symbol)
      ? []
      : [
          {
            path,
            message: `"${symbol}" is not in ${list}; closest: ${closest(symbol, candidates).join(", ") || "none"}`,
          },
        ];
  return check<AlgoList>(ctx, (algo) => [
    ...algo.stocks.flatMap((stock, index) =>
      missing(
        ["stocks", index, "symbol"],
        stock.symbol,
        (targets.stocks[stock.country]?.stocks ?? []).map((listed) => listed.symbol),
        `the ${stock.country} stock list`,
      ),
    ),
    ...algo.indices.flatMap((symbol, index) => missing(["indices", index], symbol, known.indices, "the index list")),
    ...algo.currencies.flatMap((symbol, index) =>
      missing(["currencies", index], symbol, known.currencies, "the currency pairs"),
    ),
    ...algo.crypto.flatMap((symbol, index) => missing(["crypto", index], symbol, known.crypto, "the crypto pairs")),
    ...algo.commodities.flatMap((symbol, index) =>
      missing(["commodities", index], symbol, known.commodities, "the commodity list"),
    ),
  ]);
}
