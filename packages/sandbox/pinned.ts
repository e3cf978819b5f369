/**
 * The sandbox read at chosen instants, in-process: the HTTP sandbox on a free loopback port whose
 * clock is set before each request, and the stream's quote event of a symbol at an instant. The
 * docs' examples are read from it (`npm run examples:sync`), so an example is what the sandbox
 * started at the same instant answers.
 */
import { startHttpSandbox, type HttpSandbox } from "./http/server.ts";
import { DEFAULT_SEED, type Instrument, type Market } from "./market/index.ts";
import { ASSETS } from "./market/instruments.ts";
import { testKey } from "./plans.ts";
import { loadSources, marketOf } from "./sources.ts";
import { quoteEvent, tradedSince } from "./stream/events.ts";
import { DEFAULT_QUOTE_INTERVAL_MS } from "./stream/server.ts";
import type { MarketRequest } from "../../src/lib/examples/requests.ts";
import type { MarketAnswer, MarketReader } from "../../src/lib/examples/site-values.ts";

export interface PinnedSandbox extends MarketReader {
  close(): Promise<void>;
}

/**
 * The sandbox of the project at `root`, ready to be read at any instant: with the default seed,
 * or with another a request asks for (each seed's HTTP sandbox starts when first asked).
 */
export async function openPinnedSandbox(root: string): Promise<PinnedSandbox> {
  const sources = loadSources({ root });
  let now = 0;
  let keys = 0;
  const markets = new Map<number, Market>();
  const servers = new Map<number, Promise<HttpSandbox>>();

  const marketAt = (seed: number): Market => {
    let market = markets.get(seed);
    if (!market) {
      market = marketOf(sources, seed);
      markets.set(seed, market);
    }
    return market;
  };
  const serverOf = (seed: number): Promise<HttpSandbox> => {
    let server = servers.get(seed);
    if (!server) {
      const { facts, http: spec, operations } = sources;
      server = startHttpSandbox({ facts, spec, operations, market: marketAt(seed), port: 0, clock: () => now });
      servers.set(seed, server);
    }
    return server;
  };
  await serverOf(DEFAULT_SEED);

  /** The instrument a stream symbol names, in whichever asset class lists it (only one does). */
  const streamed = (market: Market, symbol: string): Instrument | undefined => {
    const found = ASSETS.flatMap((asset) => market.instruments.streamed(asset, symbol) ?? []);
    return found.length === 1 ? found[0] : undefined;
  };

  return {
    async get(request: MarketRequest): Promise<MarketAnswer> {
      const http = await serverOf(request.seed ?? DEFAULT_SEED);
      // One request at a time: the clock is the request's instant while the sandbox answers it.
      now = request.at;
      keys += 1;
      // A key of its own for each request, so that no example meets a rate limit.
      const key = testKey(request.plan, `examples${keys}`);
      const query = new URLSearchParams(request.query).toString();
      const response = await fetch(`${http.url}${request.path}?${query}`, { headers: { "X-API-Key": key } });
      return {
        status: response.status,
        body: await response.json(),
        headers: Object.fromEntries(response.headers.entries()),
      };
    },
    streamQuote(symbol, at, delayed, seed = DEFAULT_SEED) {
      const market = marketAt(seed);
      const instrument = streamed(market, symbol);
      if (!instrument) return undefined;
      const quote = market.quote(instrument, at);
      // What traded since the event one interval earlier, as a new subscription's first event says.
      const before = market.quote(instrument, at - DEFAULT_QUOTE_INTERVAL_MS).volume;
      return quoteEvent(instrument, quote, delayed, tradedSince(before, quote.volume));
    },
    async close() {
      const running = await Promise.all(servers.values());
      await Promise.all(running.map((server) => server.close()));
    },
  };
}
