/**
 * The markets the sandbox prices from: identity (as /markets lists them), time zone, trading
 * days, sessions in local time and holiday calendar. This is the one trading calendar behind
 * /markets/hours, /markets/holidays, /markets/status and the moments prices may move. Stock
 * exchanges take their names from the symbol reference (src/lib/symbols/reference.ts).
 */
import { STOCK_EXCHANGES, type StockExchangeMic } from "../../../../src/lib/symbols/reference.ts";
import type { HolidayCalendarId } from "./holidays.ts";

export type SessionType = "pre_market" | "regular" | "post_market";

/** One session of a normal trading day, in the market's local time. */
export interface SessionTimes {
  session: SessionType;
  opens: string;
  closes: string;
  /** The session opens on the evening before its trading date (futures, FX). */
  opensPreviousDay?: true;
}

export interface MarketDefinition {
  id: string;
  mic: string | null;
  acronym: string;
  name: string;
  /** Lowercase country as stock countries are written (`uk`), or null. */
  country: string | null;
  city: string | null;
  timeZone: string;
  currency: string | null;
  /** ISO weekdays (1 Monday … 7 Sunday) that are trading dates. */
  days: readonly number[];
  sessions: readonly SessionTimes[];
  holidays: HolidayCalendarId;
  /** Trades around the clock: its open session has no closing time (CRYPTO). */
  neverCloses?: true;
}

const WEEKDAYS = [1, 2, 3, 4, 5] as const;
const regular = (opens: string, closes: string): SessionTimes => ({ session: "regular", opens, closes });
const overnight = (opens: string, closes: string): SessionTimes => ({
  session: "regular",
  opens,
  closes,
  opensPreviousDay: true,
});

/** A stock exchange of the symbol reference, with what the sandbox adds. */
function exchange(
  mic: StockExchangeMic,
  rest: Pick<MarketDefinition, "acronym" | "city" | "timeZone" | "currency" | "sessions" | "holidays">,
): MarketDefinition {
  const { name, country } = STOCK_EXCHANGES[mic];
  return { id: mic, mic, name, country, days: WEEKDAYS, ...rest };
}

const EUROPE_DAY = [regular("09:00", "17:30")];
const US_PRE = { session: "pre_market", opens: "04:00", closes: "09:30" } as const;
const US_REGULAR = regular("09:30", "16:00");

export const MARKETS: readonly MarketDefinition[] = [
  // Stock exchanges.
  exchange("XASE", {
    acronym: "NYSE American",
    city: "New York",
    timeZone: "America/New_York",
    currency: "USD",
    sessions: [US_PRE, US_REGULAR],
    holidays: "us",
  }),
  exchange("XNAS", {
    acronym: "NASDAQ",
    city: "New York",
    timeZone: "America/New_York",
    currency: "USD",
    sessions: [US_PRE, US_REGULAR, { session: "post_market", opens: "16:00", closes: "20:00" }],
    holidays: "us",
  }),
  exchange("XNYS", {
    acronym: "NYSE",
    city: "New York",
    timeZone: "America/New_York",
    currency: "USD",
    sessions: [US_PRE, US_REGULAR],
    holidays: "us",
  }),
  exchange("XBRU", {
    acronym: "Euronext Brussels",
    city: "Brussels",
    timeZone: "Europe/Brussels",
    currency: "EUR",
    sessions: EUROPE_DAY,
    holidays: "euronext",
  }),
  exchange("XSWX", {
    acronym: "SIX",
    city: "Zurich",
    timeZone: "Europe/Zurich",
    currency: "CHF",
    sessions: EUROPE_DAY,
    holidays: "switzerland",
  }),
  exchange("XSHG", {
    acronym: "SSE",
    city: "Shanghai",
    timeZone: "Asia/Shanghai",
    currency: "CNY",
    sessions: [regular("09:30", "11:30"), regular("13:00", "15:00")],
    holidays: "china",
  }),
  exchange("XSHE", {
    acronym: "SZSE",
    city: "Shenzhen",
    timeZone: "Asia/Shanghai",
    currency: "CNY",
    sessions: [regular("09:30", "11:30"), regular("13:00", "15:00")],
    holidays: "china",
  }),
  exchange("XETR", {
    acronym: "Xetra",
    city: "Frankfurt",
    timeZone: "Europe/Berlin",
    currency: "EUR",
    sessions: EUROPE_DAY,
    holidays: "germany",
  }),
  exchange("XFRA", {
    acronym: "FWB",
    city: "Frankfurt",
    timeZone: "Europe/Berlin",
    currency: "EUR",
    sessions: [regular("08:00", "22:00")],
    holidays: "germany",
  }),
  exchange("XMAD", {
    acronym: "BME",
    city: "Madrid",
    timeZone: "Europe/Madrid",
    currency: "EUR",
    sessions: EUROPE_DAY,
    holidays: "spain",
  }),
  exchange("XPAR", {
    acronym: "Euronext Paris",
    city: "Paris",
    timeZone: "Europe/Paris",
    currency: "EUR",
    sessions: EUROPE_DAY,
    holidays: "euronext",
  }),
  exchange("XMIL", {
    acronym: "Euronext Milan",
    city: "Milan",
    timeZone: "Europe/Rome",
    currency: "EUR",
    sessions: EUROPE_DAY,
    holidays: "italy",
  }),
  exchange("XAMS", {
    acronym: "Euronext Amsterdam",
    city: "Amsterdam",
    timeZone: "Europe/Amsterdam",
    currency: "EUR",
    sessions: EUROPE_DAY,
    holidays: "euronext",
  }),
  exchange("XNZE", {
    acronym: "NZX",
    city: "Wellington",
    timeZone: "Pacific/Auckland",
    currency: "NZD",
    sessions: [regular("10:00", "16:45")],
    holidays: "newZealand",
  }),
  exchange("XLON", {
    acronym: "LSE",
    city: "London",
    timeZone: "Europe/London",
    currency: "GBP",
    sessions: [regular("08:00", "16:30")],
    holidays: "uk",
  }),
  // Home markets of indices whose country has no stock list.
  {
    id: "XTSE",
    mic: "XTSE",
    acronym: "TSX",
    name: "Toronto Stock Exchange",
    country: "ca",
    city: "Toronto",
    timeZone: "America/Toronto",
    currency: "CAD",
    days: WEEKDAYS,
    sessions: [regular("09:30", "16:00")],
    holidays: "canada",
  },
  {
    id: "XSTO",
    mic: "XSTO",
    acronym: "Nasdaq Stockholm",
    name: "Nasdaq Stockholm",
    country: "se",
    city: "Stockholm",
    timeZone: "Europe/Stockholm",
    currency: "SEK",
    days: WEEKDAYS,
    sessions: EUROPE_DAY,
    holidays: "sweden",
  },
  {
    id: "XTKS",
    mic: "XTKS",
    acronym: "TSE",
    name: "Tokyo Stock Exchange",
    country: "jp",
    city: "Tokyo",
    timeZone: "Asia/Tokyo",
    currency: "JPY",
    days: WEEKDAYS,
    sessions: [regular("09:00", "11:30"), regular("12:30", "15:30")],
    holidays: "japan",
  },
  {
    id: "XKRX",
    mic: "XKRX",
    acronym: "KRX",
    name: "Korea Exchange",
    country: "kr",
    city: "Seoul",
    timeZone: "Asia/Seoul",
    currency: "KRW",
    days: WEEKDAYS,
    sessions: [regular("09:00", "15:30")],
    holidays: "korea",
  },
  {
    id: "XNSE",
    mic: "XNSE",
    acronym: "NSE",
    name: "National Stock Exchange of India",
    country: "in",
    city: "Mumbai",
    timeZone: "Asia/Kolkata",
    currency: "INR",
    days: WEEKDAYS,
    sessions: [regular("09:15", "15:30")],
    holidays: "india",
  },
  {
    id: "XSES",
    mic: "XSES",
    acronym: "SGX",
    name: "Singapore Exchange",
    country: "sg",
    city: "Singapore",
    timeZone: "Asia/Singapore",
    currency: "SGD",
    days: WEEKDAYS,
    sessions: [regular("09:00", "12:00"), regular("13:00", "17:00")],
    holidays: "singapore",
  },
  {
    id: "XASX",
    mic: "XASX",
    acronym: "ASX",
    name: "Australian Securities Exchange",
    country: "au",
    city: "Sydney",
    timeZone: "Australia/Sydney",
    currency: "AUD",
    days: WEEKDAYS,
    sessions: [regular("10:00", "16:00")],
    holidays: "australia",
  },
  // Commodity venues.
  {
    id: "IFEU",
    mic: "IFEU",
    acronym: "ICE Futures Europe",
    name: "ICE Futures Europe",
    country: "uk",
    city: "London",
    timeZone: "Europe/London",
    currency: "USD",
    days: WEEKDAYS,
    sessions: [regular("01:00", "23:00")],
    holidays: "iceEurope",
  },
  {
    id: "IFUS",
    mic: "IFUS",
    acronym: "ICE Futures U.S.",
    name: "ICE Futures U.S.",
    country: "us",
    city: "New York",
    timeZone: "America/New_York",
    currency: "USD",
    days: WEEKDAYS,
    sessions: [regular("04:15", "13:30")],
    holidays: "us",
  },
  {
    id: "LBMA",
    mic: null,
    acronym: "LBMA",
    name: "London bullion market (LBMA)",
    country: "uk",
    city: "London",
    timeZone: "Europe/London",
    currency: "USD",
    days: WEEKDAYS,
    sessions: [overnight("23:00", "22:00")],
    holidays: "bullion",
  },
  {
    id: "NDEX",
    mic: "NDEX",
    acronym: "ICE Endex",
    name: "ICE Endex",
    country: "nl",
    city: "Amsterdam",
    timeZone: "Europe/Amsterdam",
    currency: "EUR",
    days: WEEKDAYS,
    sessions: [regular("08:00", "18:00")],
    holidays: "endex",
  },
  {
    id: "XCBT",
    mic: "XCBT",
    acronym: "CBOT",
    name: "Chicago Board of Trade",
    country: "us",
    city: "Chicago",
    timeZone: "America/Chicago",
    currency: "USD",
    days: WEEKDAYS,
    sessions: [overnight("19:00", "07:45"), regular("08:30", "13:20")],
    holidays: "us",
  },
  {
    id: "XCME",
    mic: "XCME",
    acronym: "CME",
    name: "Chicago Mercantile Exchange",
    country: "us",
    city: "Chicago",
    timeZone: "America/Chicago",
    currency: "USD",
    days: WEEKDAYS,
    sessions: [regular("08:30", "13:05")],
    holidays: "us",
  },
  {
    id: "XLME",
    mic: "XLME",
    acronym: "LME",
    name: "London Metal Exchange",
    country: "uk",
    city: "London",
    timeZone: "Europe/London",
    currency: "USD",
    days: WEEKDAYS,
    sessions: [regular("01:00", "19:00")],
    holidays: "uk",
  },
  {
    id: "XNYM",
    mic: "XNYM",
    acronym: "NYMEX",
    name: "New York Mercantile Exchange",
    country: "us",
    city: "New York",
    timeZone: "America/New_York",
    currency: "USD",
    days: WEEKDAYS,
    sessions: [overnight("18:00", "17:00")],
    holidays: "us",
  },
  // Crypto never closes; FOREX, the other market without a MIC, follows the facts' FX day (forexMarket).
  {
    id: "CRYPTO",
    mic: null,
    acronym: "Crypto",
    name: "Crypto market, aggregated across contributing exchanges",
    country: null,
    city: null,
    timeZone: "Etc/UTC",
    currency: null,
    days: [1, 2, 3, 4, 5, 6, 7],
    sessions: [regular("00:00", "24:00")],
    holidays: "none",
    neverCloses: true,
  },
];

/** The FX day as the facts state it (content/facts.yaml `fx`): its time zone and the local time it ends. */
export interface FxDay {
  timeZone: string;
  dayEndLocal: string;
}

/**
 * The interbank currency market: each trading day runs from the end of the previous FX day to its
 * own end, Monday to Friday, so the week runs from Sunday's day end to Friday's.
 */
export function forexMarket(fx: FxDay): MarketDefinition {
  return {
    id: "FOREX",
    mic: null,
    acronym: "FX",
    name: "Interbank foreign exchange market",
    country: null,
    city: null,
    timeZone: fx.timeZone,
    currency: null,
    days: WEEKDAYS,
    sessions: [overnight(fx.dayEndLocal, fx.dayEndLocal)],
    holidays: "none",
  };
}

/**
 * The home market of an index, where its level is calculated, by the index's country (ISO,
 * `gb` for the United Kingdom, `eu` for the euro area); Nasdaq's indices follow Nasdaq.
 */
export function indexHomeMarket(country: string, provider: string): string | undefined {
  if (country === "us") return provider === "Nasdaq" ? "XNAS" : "XNYS";
  return INDEX_MARKETS[country];
}

const INDEX_MARKETS: Record<string, string> = {
  au: "XASX",
  be: "XBRU",
  ca: "XTSE",
  ch: "XSWX",
  cn: "XSHG",
  de: "XETR",
  es: "XMAD",
  eu: "XETR",
  fr: "XPAR",
  gb: "XLON",
  in: "XNSE",
  it: "XMIL",
  jp: "XTKS",
  kr: "XKRX",
  nl: "XAMS",
  nz: "XNZE",
  se: "XSTO",
  sg: "XSES",
};
