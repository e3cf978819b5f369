/**
 * The search synonyms, the one list both backends apply: the local engine expands queries with it,
 * and the build pushes it to Algolia as two-way synonyms. Each group's terms find one another; a
 * term may be several words ("api key").
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["allowlist", "allowlisting", "whitelist", "whitelisting"],
  ["denylist", "blocklist", "blacklist"],
  ["auth", "authentication", "authenticate", "api key", "apikey"],
  ["ws", "websocket", "websockets", "stream", "streaming"],
  ["fx", "forex", "currencies", "currency"],
  ["crypto", "cryptocurrency", "cryptocurrencies", "coin", "coins"],
  ["stocks", "stock", "equities", "equity", "shares"],
  ["indices", "indexes", "index"],
  ["ohlc", "ohlcv", "candles", "candlesticks", "bars"],
  ["commodities", "commodity", "futures"],
  ["quote", "quotes", "price", "prices"],
  ["historical", "history", "timeseries", "time series"],
  ["limit", "limits", "quota", "throttling"],
  ["error", "errors", "status codes"],
  ["sdk", "client library", "library"],
  ["convert", "conversion", "converter", "exchange rate"],
  ["pricing", "plans", "plan"],
  ["signup", "sign up", "register", "registration"],
];
