/**
 * The crypto exchanges of the symbol reference (src/lib/symbols/reference.ts), with what
 * /crypto/exchanges adds: an id, the operator's country (ISO, uppercase) and the website.
 */
import type { CryptoExchange } from "../../../src/lib/symbols/reference.ts";

export const CRYPTO_EXCHANGE_DETAILS: Record<CryptoExchange, { country: string; website: string }> = {
  Binance: { country: "KY", website: "https://www.binance.com" },
  Bitfinex: { country: "VG", website: "https://www.bitfinex.com" },
  Bitstamp: { country: "LU", website: "https://www.bitstamp.net" },
  Bybit: { country: "AE", website: "https://www.bybit.com" },
  Coinbase: { country: "US", website: "https://www.coinbase.com" },
  Gemini: { country: "US", website: "https://www.gemini.com" },
  Kraken: { country: "US", website: "https://www.kraken.com" },
  KuCoin: { country: "SC", website: "https://www.kucoin.com" },
  OKX: { country: "SC", website: "https://www.okx.com" },
};

/** An exchange's id: its name in lowercase. */
export const exchangeId = (name: string): string => name.toLowerCase();
