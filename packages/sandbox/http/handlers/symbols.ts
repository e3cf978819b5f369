/** The symbol lists and reference lists: symbols per asset class, exchanges, countries, commodity types. */
import { STOCK_COUNTRIES, exchangesOf, type StockCountry } from "../../../../src/lib/symbols/reference.ts";
import { COMMODITY_GROUPS } from "../../../../src/lib/symbols/schema.ts";
import { CRYPTO_EXCHANGE_DETAILS, exchangeId } from "../../market/crypto-exchanges.ts";
import type { Asset, InstrumentOf } from "../../market/index.ts";
import { dateOf } from "../../market/time.ts";
import { integer, text, type Handler, type HandlerContext } from "../context.ts";
import { paginate } from "../paging.ts";
import { findAll } from "./lookup.ts";

const upper = (value: string | undefined) => value?.toUpperCase();

function page<T>(context: HandlerContext, items: readonly T[]) {
  return paginate(items, integer(context, "page", 1), integer(context, "page_size", 100));
}

function list<A extends Asset>(context: HandlerContext, asset: A): readonly InstrumentOf<A>[] {
  return context.market.instruments.list(asset);
}

export const stockSymbols: Handler = (context) => {
  const country = text(context, "country");
  return page(
    context,
    list(context, "stocks")
      .filter((stock) => stock.country === country)
      .map(({ symbol, name, exchange, currency }) => ({ symbol, name, exchange, currency })),
  );
};

export const indexSymbols: Handler = (context) =>
  page(
    context,
    list(context, "indices").map(({ symbol, name, region, provider }) => ({ symbol, name, region, provider })),
  );

/** Currency and crypto pairs, filtered by `base` and `quote`. */
const pairSymbols =
  (asset: "currencies" | "crypto"): Handler =>
  (context) => {
    const base = upper(text(context, "base"));
    const quote = upper(text(context, "quote"));
    return page(
      context,
      list(context, asset)
        .filter((pair) => (base === undefined || pair.base === base) && (quote === undefined || pair.quote === quote))
        .map((pair) => ({ symbol: pair.symbol, base: pair.base, quote: pair.quote, name: pair.name })),
    );
  };
export const currencySymbols = pairSymbols("currencies");
export const cryptoSymbols = pairSymbols("crypto");

export const commoditySymbols: Handler = (context) => {
  const type = text(context, "type");
  return page(
    context,
    list(context, "commodities")
      .filter((commodity) => type === undefined || commodity.type === type)
      .map(({ symbol, name, type: group, currency, unit }) => ({ symbol, name, type: group, currency, unit })),
  );
};

/**
 * The commodity groups with their counts. Names and descriptions are reference data, read from
 * the spec's example of this response.
 */
export const commodityTypes: Handler = (context) => {
  const example = context.example("GET /commodities/types");
  const documented = Array.isArray((example as { data?: unknown } | undefined)?.data)
    ? (example as { data: Array<{ id?: unknown; name?: unknown; description?: unknown }> }).data
    : [];
  const commodities = list(context, "commodities");
  return {
    data: COMMODITY_GROUPS.map((id) => {
      const entry = documented.find((item) => item.id === id);
      const name = typeof entry?.name === "string" ? entry.name : `${id[0].toUpperCase()}${id.slice(1)}`;
      return {
        id,
        name,
        description: typeof entry?.description === "string" ? entry.description : `${name} commodities.`,
        symbol_count: commodities.filter((commodity) => commodity.type === id).length,
      };
    }),
  };
};

export const cryptoExchanges: Handler = (context) => {
  const symbol = text(context, "symbol");
  const pairs = list(context, "crypto");
  const wanted = symbol === undefined ? undefined : findAll(context.market, "crypto", [symbol])[0];
  const exchanges = (Object.keys(CRYPTO_EXCHANGE_DETAILS) as (keyof typeof CRYPTO_EXCHANGE_DETAILS)[])
    .filter((name) => wanted === undefined || wanted.exchanges.includes(name))
    .map((name) => ({
      id: exchangeId(name),
      name,
      ...CRYPTO_EXCHANGE_DETAILS[name],
      pairs: pairs
        .filter((pair) => pair.exchanges.includes(name))
        .map((pair) => pair.symbol)
        .sort(),
    }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  return page(context, exchanges);
};

export const stockCountries: Handler = (context) => {
  const stocks = list(context, "stocks");
  return {
    data: (Object.keys(STOCK_COUNTRIES) as StockCountry[]).sort().map((code) => ({
      code,
      name: STOCK_COUNTRIES[code].name,
      currency: STOCK_COUNTRIES[code].currency,
      markets: exchangesOf(code).sort(),
      symbol_count: stocks.filter((stock) => stock.country === code).length,
    })),
  };
};

export const algoSymbols: Handler = (context) => {
  const assetClass = text(context, "asset_class");
  const country = text(context, "country");
  return page(
    context,
    context.market.instruments.algo
      .map(({ instrument }) => instrument)
      .filter((instrument) => assetClass === undefined || instrument.asset === assetClass)
      .filter(
        (instrument) => country === undefined || (instrument.asset === "stocks" && instrument.country === country),
      )
      .map((instrument) => ({
        symbol: instrument.symbol,
        name: instrument.name,
        asset_class: instrument.asset,
        country: instrument.asset === "stocks" ? instrument.country : null,
        currency: instrument.currency,
        history_start: dateOf(instrument.historyStart),
      })),
  );
};
