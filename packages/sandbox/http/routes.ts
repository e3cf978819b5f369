/**
 * Which handler answers each operation of the spec, by method and path. The server refuses to
 * start when an operation of the spec has no handler here, or a handler has no operation.
 */
import type { Handler, HandlerContext } from "./context.ts";
import { usage } from "./handlers/account.ts";
import { requireAlgo, upload } from "./handlers/algo.ts";
import { insights } from "./handlers/insights.ts";
import {
  marketHolidays,
  marketStatus,
  markets,
  stockMarketHolidays,
  stockMarketStatus,
  stockMarkets,
  stockTradingHours,
  tradingHours,
} from "./handlers/markets.ts";
import { convertCrypto, convertCurrency, quote, quotes } from "./handlers/quotes.ts";
import {
  algoSymbols,
  commoditySymbols,
  commodityTypes,
  cryptoExchanges,
  cryptoSymbols,
  currencySymbols,
  indexSymbols,
  stockCountries,
  stockSymbols,
} from "./handlers/symbols.ts";

export interface Route {
  handler: Handler;
  /** A check of the plan that comes before the parameters are checked (403 plan_restricted). */
  requires?: (context: HandlerContext) => void;
}

export const ROUTES: Record<string, Route> = {
  "GET /account/usage": { handler: usage },
  "GET /algo/symbols": { handler: algoSymbols, requires: requireAlgo },
  "POST /algo/backtesting": { handler: upload("tickwire"), requires: requireAlgo },
  "POST /algo/backtrader": { handler: upload("backtrader"), requires: requireAlgo },
  "GET /commodities/symbols": { handler: commoditySymbols },
  "GET /commodities/quote": { handler: quote("commodities") },
  "GET /commodities/quotes": { handler: quotes("commodities") },
  "GET /commodities/insights": { handler: insights("commodities") },
  "GET /commodities/types": { handler: commodityTypes },
  "GET /crypto/symbols": { handler: cryptoSymbols },
  "GET /crypto/quote": { handler: quote("crypto") },
  "GET /crypto/quotes": { handler: quotes("crypto") },
  "GET /crypto/insights": { handler: insights("crypto") },
  "GET /crypto/convert": { handler: convertCrypto },
  "GET /crypto/exchanges": { handler: cryptoExchanges },
  "GET /currencies/symbols": { handler: currencySymbols },
  "GET /currencies/quote": { handler: quote("currencies") },
  "GET /currencies/quotes": { handler: quotes("currencies") },
  "GET /currencies/insights": { handler: insights("currencies") },
  "GET /currencies/convert": { handler: convertCurrency },
  "GET /indices/symbols": { handler: indexSymbols },
  "GET /indices/quote": { handler: quote("indices") },
  "GET /indices/quotes": { handler: quotes("indices") },
  "GET /indices/insights": { handler: insights("indices") },
  "GET /stocks/symbols": { handler: stockSymbols },
  "GET /stocks/quote": { handler: quote("stocks") },
  "GET /stocks/quotes": { handler: quotes("stocks") },
  "GET /stocks/insights": { handler: insights("stocks") },
  "GET /stocks/markets": { handler: stockMarkets },
  "GET /stocks/markets/status": { handler: stockMarketStatus },
  "GET /stocks/markets/holidays": { handler: stockMarketHolidays },
  "GET /stocks/markets/hours": { handler: stockTradingHours },
  "GET /stocks/countries": { handler: stockCountries },
  "GET /markets": { handler: markets },
  "GET /markets/status": { handler: marketStatus },
  "GET /markets/holidays": { handler: marketHolidays },
  "GET /markets/hours": { handler: tradingHours },
};

/** The route key of an operation: `GET /stocks/quote`. */
export const routeKey = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;
