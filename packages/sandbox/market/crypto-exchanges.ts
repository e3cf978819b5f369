/**
 * The crypto exchanges of the symbol reference (src/lib/symbols/reference.ts), with what
 * /crypto/exchanges adds: an id, the operator's country (ISO 3166-1 alpha-2 in lowercase, as every country code of the
 * API, with `uk` for the United Kingdom) and the website.
 */
import type { CryptoExchange } from "../../../src/lib/symbols/reference.ts";

export const CRYPTO_EXCHANGE_DETAILS: Record<CryptoExchange, { country: string; website: string }> = {
  Binance: { country: "ky", website: "https://www.binance.com" },
  Bitfinex: { country: "vg", website: "https://www.bitfinex.com" },
  Bitstamp: { country: "lu", website: "https://www.bitstamp.net" },
  Bybit: { country: "ae", website: "https://www.bybit.com" },
  Coinbase: { country: "us", website: "https://www.coinbase.com" },
  Gemini: { country: "us", website: "https://www.gemini.com" },
  Kraken: { country: "us", website: "https://www.kraken.com" },
  KuCoin: { country: "sc", website: "https://www.kucoin.com" },
  OKX: { country: "sc", website: "https://www.okx.com" },
};

/** An exchange's id: its name in lowercase. */
export const exchangeId = (name: string): string => name.toLowerCase();
