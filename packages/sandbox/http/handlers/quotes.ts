/** Quotes, batches of quotes and conversions: every price from the market at the request's instant. */
import type { Asset, Instrument, Market, Quote } from "../../market/index.ts";
import { roundTo } from "../../market/rounding.ts";
import { isoSeconds } from "../../market/time.ts";
import { invalidParameter, unknownSymbol } from "../errors.ts";
import { text, type Handler, type HandlerContext } from "../context.ts";
import { findAll } from "./lookup.ts";

/** A quote as the HTTP API writes it for the instrument's asset class, fields in the reference's order. */
export function quoteBody(instrument: Instrument, quote: Quote, delayed: boolean): Record<string, unknown> {
  const change = {
    change: quote.change,
    change_percent: quote.changePercent,
    change_pct: quote.changeFraction,
  };
  const tail = { delayed, timestamp: isoSeconds(quote.timestamp) };
  const session = { open: quote.open, high: quote.high, low: quote.low, previous_close: quote.previousClose };
  switch (instrument.asset) {
    case "stocks":
      return {
        symbol: instrument.symbol,
        country: instrument.country,
        name: instrument.name,
        exchange: instrument.exchange,
        currency: instrument.currency,
        price: quote.price,
        ...change,
        ...session,
        volume: quote.volume,
        ...tail,
      };
    case "indices":
      return { symbol: instrument.symbol, name: instrument.name, level: quote.price, ...change, ...session, ...tail };
    case "currencies":
      return {
        symbol: instrument.symbol,
        base: instrument.base,
        quote: instrument.quote,
        bid: quote.bid,
        ask: quote.ask,
        price: quote.price,
        ...change,
        high: quote.high,
        low: quote.low,
        previous_close: quote.previousClose,
        ...tail,
      };
    case "crypto":
      return {
        symbol: instrument.symbol,
        base: instrument.base,
        quote: instrument.quote,
        bid: quote.bid,
        ask: quote.ask,
        price: quote.price,
        ...change,
        high_24h: quote.high24h,
        low_24h: quote.low24h,
        volume_24h: quote.volume24h,
        ...tail,
      };
    case "commodities":
      return {
        symbol: instrument.symbol,
        name: instrument.name,
        type: instrument.type,
        currency: instrument.currency,
        unit: instrument.unit,
        price: quote.price,
        ...change,
        ...session,
        ...tail,
      };
  }
}

/** The quote of an instrument as the request's plan sees it. */
function observedQuote(context: HandlerContext, instrument: Instrument) {
  const { at, delayed } = context.observe(instrument.asset);
  return quoteBody(instrument, context.market.quote(instrument, at), delayed);
}

/** Stocks are named by ticker and country; the other classes by symbol alone. */
const countryOf = (context: HandlerContext, asset: Asset) =>
  asset === "stocks" ? text(context, "country") : undefined;

export const quote =
  (asset: Asset): Handler =>
  (context) => {
    const [instrument] = findAll(context.market, asset, [text(context, "symbol") ?? ""], countryOf(context, asset));
    return { data: observedQuote(context, instrument) };
  };

export const quotes =
  (asset: Asset): Handler =>
  (context) => {
    const symbols = context.param("symbols");
    const list = Array.isArray(symbols) ? symbols.map(String) : [];
    const instruments = findAll(context.market, asset, list, countryOf(context, asset));
    return { data: instruments.map((instrument) => observedQuote(context, instrument)) };
  };

/** Up to 8 decimal places, as the reference allows for amounts. */
const AMOUNT_DECIMALS = 8;

function conversion(from: string, to: string, amount: number, rate: number, timestamp: number) {
  return {
    data: { from, to, amount, rate, result: roundTo(amount * rate, AMOUNT_DECIMALS), timestamp: isoSeconds(timestamp) },
  };
}

function amountOf(context: HandlerContext): number {
  const amount = Number(context.param("amount"));
  const decimals = /\.(\d+)$/.exec(String(amount))?.[1]?.length ?? 0;
  if (decimals > AMOUNT_DECIMALS)
    throw invalidParameter(`amount takes up to ${AMOUNT_DECIMALS} decimal places; ${amount} was sent.`);
  return amount;
}

/** Significant digits of an inverse rate. */
const RATE_DIGITS = 6;

/** Currency conversion at the mid rate of the listed pair, whichever way round it is quoted. */
export const convertCurrency: Handler = (context) => {
  const from = (text(context, "from") ?? "").toUpperCase();
  const to = (text(context, "to") ?? "").toUpperCase();
  const amount = amountOf(context);
  if (from === to) throw invalidParameter(`to must be another currency than from; ${to} was sent for both.`);
  const market: Market = context.market;
  const direct = market.instruments.find("currencies", `${from}${to}`);
  const inverse = direct ? undefined : market.instruments.find("currencies", `${to}${from}`);
  const pair = direct ?? inverse;
  if (!pair)
    throw unknownSymbol(
      `No currency pair between ${from} and ${to}. Check /currencies/symbols?base=${from} for the pairs of ${from}.`,
    );
  const { at } = context.observe("currencies");
  const quoted = market.quote(pair, at);
  const rate = direct ? quoted.price : Number((1 / quoted.price).toPrecision(RATE_DIGITS));
  return conversion(from, to, amount, rate, quoted.timestamp);
};

/** A coin converted into a fiat currency at its pair's price. */
export const convertCrypto: Handler = (context) => {
  const from = (text(context, "from") ?? "").toUpperCase();
  const to = (text(context, "to") ?? "").toUpperCase();
  const amount = amountOf(context);
  const pair = context.market.instruments.find("crypto", `${from}${to}`);
  if (!pair)
    throw unknownSymbol(
      `No crypto pair ${from}${to}. Check /crypto/symbols?base=${from} for the currencies ${from} is quoted in.`,
    );
  const { at } = context.observe("crypto");
  const quoted = context.market.quote(pair, at);
  return conversion(from, to, amount, quoted.price, quoted.timestamp);
};
