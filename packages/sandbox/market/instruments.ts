/**
 * Every instrument of the symbol lists (content/symbols), as the market prices it: its symbol as
 * the HTTP API and the stream write it, the market whose sessions move it, its level, volatility,
 * spread and typical volume. Built once from the validated catalogue; pure.
 */
import {
  COUNTRIES,
  CURRENCIES,
  STOCK_COUNTRIES,
  type CryptoExchange,
  type StockCountry,
} from "../../../src/lib/symbols/reference.ts";
import { priceDecimals, type PrecisionRule } from "../../../src/lib/facts/precision.ts";
import type { SymbolCatalogue } from "../../../src/lib/symbols/lists.ts";
import type { CommodityGroup } from "../../../src/lib/symbols/schema.ts";
import type { Calendar } from "./calendar/calendar.ts";
import { indexHomeMarket } from "./calendar/markets.ts";
import { coinLevel, commodityLevel, currencyLevel, indexLevel, stockLevel } from "./levels.ts";
import { hashText, logBetween } from "./random.ts";
import { dayOfDate } from "./time.ts";

/** The five asset classes, in the order of the streams. */
export const ASSETS = ["commodities", "crypto", "currencies", "indices", "stocks"] as const;
export type Asset = (typeof ASSETS)[number];

export function isAsset(value: unknown): value is Asset {
  return typeof value === "string" && (ASSETS as readonly string[]).includes(value);
}

interface Common {
  /** Unique across the market: `stocks/AAPL:us`, `crypto/BTCUSD`. */
  id: string;
  /** As the HTTP API writes it; for stocks, the ticker alone. */
  symbol: string;
  /** As the stream writes it: the ticker for US stocks, `TICKER:cc` for the others. */
  streamSymbol: string;
  name: string;
  /** The market whose sessions move the price. */
  market: string;
  /** Whether pre- and post-market sessions move it too (stocks), or only regular sessions. */
  extendedHours: boolean;
  /** Currency of the price; null for indices, which are points. */
  currency: string | null;
  /** The level the price moves around. */
  level: number;
  /** Decimal places of its prices, from its level by the facts' precision rule. */
  decimals: number;
  /** Annualised volatility of daily returns, as a fraction. */
  volatility: number;
  /** Half the bid/ask spread relative to the price; 0 where quotes carry no bid and ask. */
  halfSpread: number;
  /** Typical volume of a day (shares, base coins or contracts); null where nothing is traded. */
  volume: number | null;
  /** First day (number) of daily history. */
  historyStart: number;
  /** Seed of the instrument's own draws. */
  hash: number;
}

export type Instrument = Common &
  (
    | { asset: "stocks"; country: StockCountry; exchange: string }
    | { asset: "indices"; region: string; provider: string }
    | { asset: "currencies"; base: string; quote: string }
    | { asset: "crypto"; base: string; quote: string; exchanges: readonly CryptoExchange[] }
    | { asset: "commodities"; type: CommodityGroup; unit: string }
  );

/** An instrument of one asset class. */
export type InstrumentOf<A extends Asset> = Extract<Instrument, { asset: A }>;

/** An entry of the backtesting list (/algo/symbols). */
export interface AlgoEntry {
  /** As in uploads: stocks outside the US with `:cc`. */
  uploadSymbol: string;
  instrument: Instrument;
}

export interface Instruments {
  readonly all: readonly Instrument[];
  /** The instruments of an asset class, sorted by symbol (stocks: of every country). */
  list<A extends Asset>(asset: A): readonly InstrumentOf<A>[];
  /** A stock by ticker and country; a listed symbol of another class by symbol; or undefined. */
  stock(ticker: string, country: string): InstrumentOf<"stocks"> | undefined;
  find<A extends Asset>(asset: A, symbol: string): InstrumentOf<A> | undefined;
  /** An instrument as the stream names it (`AAPL`, `SAP:de`). */
  streamed(asset: Asset, streamSymbol: string): Instrument | undefined;
  /** The backtesting list, sorted by symbol. */
  readonly algo: readonly AlgoEntry[];
}

/** The crypto price history starts in 2014, the first year of the aggregated price. */
const CRYPTO_HISTORY_SINCE = 2014;

/** Typical annual volatility and its spread between instruments, per asset class. */
const STYLE: Record<Asset, { volatility: number; spread: [number, number]; halfSpread: number }> = {
  stocks: { volatility: 0.28, spread: [0.6, 1.6], halfSpread: 0.0002 },
  indices: { volatility: 0.16, spread: [0.8, 1.3], halfSpread: 0 },
  currencies: { volatility: 0.08, spread: [0.7, 1.5], halfSpread: 0.00003 },
  crypto: { volatility: 0.6, spread: [0.7, 1.4], halfSpread: 0.00007 },
  commodities: { volatility: 0.25, spread: [0.7, 1.4], halfSpread: 0 },
};

const titleCase = (text: string) => text.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase());
const currencyTitle = (code: string) => titleCase(CURRENCIES[code as keyof typeof CURRENCIES] ?? code);

export function createInstruments(
  catalogue: SymbolCatalogue,
  calendar: Calendar,
  options: { historySince: number; precision: PrecisionRule },
): Instruments {
  /** The first trading day of a year on a market. */
  const firstTradingDay = (market: string, year: number) => {
    let day = dayOfDate(year, 1, 1);
    while (!calendar.date(market, day).trading) day += 1;
    return day;
  };
  const common = (asset: Asset, id: string, level: number, market: string, historyYear: number) => {
    const style = STYLE[asset];
    return {
      id,
      hash: hashText(id),
      level,
      decimals: priceDecimals(options.precision, asset, level),
      market,
      extendedHours: asset === "stocks",
      volatility: style.volatility * logBetween(`volatility/${id}`, ...style.spread),
      halfSpread: style.halfSpread,
      historyStart: firstTradingDay(market, historyYear),
    };
  };
  const acronymOf = (mic: string) => calendar.market(mic)?.acronym ?? mic;

  const stocks = Object.entries(catalogue.stocks).flatMap(([country, list]) =>
    list.stocks.map((stock): InstrumentOf<"stocks"> => {
      const streamSymbol = country === "us" ? stock.symbol : `${stock.symbol}:${country}`;
      const id = `stocks/${stock.symbol}:${country}`;
      return {
        asset: "stocks",
        symbol: stock.symbol,
        streamSymbol,
        name: stock.name,
        country: country as StockCountry,
        exchange: acronymOf(stock.exchange),
        currency: stock.currency,
        volume: Math.round(logBetween(`volume/${id}`, 300_000, 40_000_000)),
        ...common("stocks", id, stockLevel(streamSymbol), stock.exchange, options.historySince),
      };
    }),
  );

  const indices = catalogue.indices.indices.map((index): InstrumentOf<"indices"> => {
    const market = indexHomeMarket(index.country, index.provider);
    if (!market) throw new Error(`No home market for the index ${index.symbol} (country ${index.country})`);
    return {
      asset: "indices",
      symbol: index.symbol,
      streamSymbol: index.symbol,
      name: index.name,
      region: COUNTRIES[index.country],
      provider: index.provider,
      currency: null,
      volume: null,
      ...common("indices", `indices/${index.symbol}`, indexLevel(index.symbol), market, options.historySince),
    };
  });

  const currencies = catalogue.currencies.currencies.flatMap((currency) =>
    currency.pairs.map((pair): InstrumentOf<"currencies"> => {
      const base = pair.slice(0, 3);
      const quote = pair.slice(3);
      return {
        asset: "currencies",
        symbol: pair,
        streamSymbol: pair,
        name: `${currencyTitle(base)} / ${currencyTitle(quote)}`,
        base,
        quote,
        currency: quote,
        volume: null,
        ...common("currencies", `currencies/${pair}`, currencyLevel(base, quote), "FOREX", options.historySince),
      };
    }),
  );

  const crypto = catalogue.crypto.coins.flatMap((coin) =>
    coin.quotes.map((quote): InstrumentOf<"crypto"> => {
      const symbol = `${coin.symbol}${quote}`;
      const id = `crypto/${symbol}`;
      const level = coinLevel(coin.symbol, quote);
      return {
        asset: "crypto",
        symbol,
        streamSymbol: symbol,
        name: `${coin.name} / ${currencyTitle(quote)}`,
        base: coin.symbol,
        quote,
        exchanges: coin.exchanges,
        currency: quote,
        // Traded value of 20 million to 5 billion a day, in the base coin.
        volume: logBetween(`volume/${id}`, 2e7, 5e9) / level,
        ...common("crypto", id, level, "CRYPTO", Math.max(coin.launched, CRYPTO_HISTORY_SINCE)),
      };
    }),
  );

  const commodities = (
    Object.entries(catalogue.commodities) as [CommodityGroup, typeof catalogue.commodities.metal][]
  ).flatMap(([type, list]) =>
    list.map((commodity): InstrumentOf<"commodities"> => {
      const id = `commodities/${commodity.symbol}`;
      return {
        asset: "commodities",
        symbol: commodity.symbol,
        streamSymbol: commodity.symbol,
        name: commodity.name,
        type,
        unit: commodity.unit,
        currency: commodity.currency,
        // Spot metals trade over the counter: no exchange volume.
        volume: commodity.exchange === "LBMA" ? null : Math.round(logBetween(`volume/${id}`, 5_000, 400_000)),
        ...common("commodities", id, commodityLevel(commodity.symbol), commodity.exchange, options.historySince),
      };
    }),
  );

  const bySymbol = (a: Instrument, b: Instrument) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0);
  const lists: { [A in Asset]: InstrumentOf<A>[] } = {
    stocks: stocks.sort(bySymbol),
    indices: indices.sort(bySymbol),
    currencies: currencies.sort(bySymbol),
    crypto: crypto.sort(bySymbol),
    commodities: commodities.sort(bySymbol),
  };
  const all: Instrument[] = Object.values(lists).flat();
  const stockIndex = new Map(stocks.map((stock) => [`${stock.symbol}:${stock.country}`, stock]));
  const symbolIndex = new Map(all.filter((i) => i.asset !== "stocks").map((i) => [`${i.asset}/${i.symbol}`, i]));
  const streamIndex = new Map(all.map((i) => [`${i.asset}/${i.streamSymbol}`, i]));

  // The build checks that every algo symbol is in its own list, so each is found.
  const algo: AlgoEntry[] = [
    ...catalogue.algo.stocks.flatMap((entry): AlgoEntry[] => {
      const instrument = stockIndex.get(`${entry.symbol}:${entry.country}`);
      return instrument ? [{ uploadSymbol: instrument.streamSymbol, instrument }] : [];
    }),
    ...(["indices", "currencies", "crypto", "commodities"] as const).flatMap((asset) =>
      catalogue.algo[asset].flatMap((symbol): AlgoEntry[] => {
        const instrument = symbolIndex.get(`${asset}/${symbol}`);
        return instrument ? [{ uploadSymbol: symbol, instrument }] : [];
      }),
    ),
  ].sort((a, b) => bySymbol(a.instrument, b.instrument));

  return {
    all,
    list: (asset) => lists[asset],
    stock: (ticker, country) => stockIndex.get(`${ticker}:${country}`),
    find: <A extends Asset>(asset: A, symbol: string) =>
      (asset === "stocks" ? streamIndex.get(`stocks/${symbol}`) : symbolIndex.get(`${asset}/${symbol}`)) as
        InstrumentOf<A> | undefined,
    streamed: (asset, streamSymbol) => streamIndex.get(`${asset}/${streamSymbol}`),
    algo,
  };
}

/** Whether a stock country exists in the symbol reference. */
export const isStockCountry = (code: string): code is StockCountry => Object.hasOwn(STOCK_COUNTRIES, code);
