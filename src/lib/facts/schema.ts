import { z } from "zod";

/**
 * The schema of content/facts.yaml: every fact the guides and specs state about the provider.
 * Each field says what it means, so that an author changing a value knows what changes with it.
 */

const ASSET_CLASSES = ["stocks", "indices", "currencies", "crypto", "commodities"] as const;
/** One of the five asset classes. */
export type AssetClass = (typeof ASSET_CLASSES)[number];
export { ASSET_CLASSES };

const STOCK_COUNTRY_KEYS = ["be", "ch", "cn", "de", "es", "fr", "it", "nl", "nz", "uk", "us"] as const;

const freshness = z.enum(["real_time", "delayed"]).describe("real_time, or delayed by `delayMinutes`");
const byAssetClass = z
  .object({ stocks: freshness, indices: freshness, currencies: freshness, crypto: freshness, commodities: freshness })
  .strict();

const url = (what: string) => z.string().url().describe(what);
const version = (what: string) =>
  z
    .string()
    .regex(/^\d+(\.\d+)*$/, "a version number such as 3.9")
    .describe(`Oldest version of ${what} the samples need`);
const positive = (what: string) => z.number().int().positive().describe(what);

const plan = z
  .object({
    name: z.string().min(1).describe("Name shown to readers"),
    price: z
      .string()
      .min(1)
      .describe('Price as readers see it, such as "Free, no card required" or "Annual contract, contact sales"'),
    contactSales: z.boolean().describe("Pricing is quoted by sales rather than published"),
    httpPerMinute: positive(
      "HTTP requests per fixed one-minute window; on contract plans, the baseline the contract can raise",
    ),
    httpPerDay: positive("HTTP requests per UTC day")
      .nullable()
      .describe("HTTP requests per UTC day; null means no daily cap"),
    historyYears: positive("Years of daily history")
      .nullable()
      .describe("Years of daily history over HTTP; null means full history (see history.stocksSince)"),
    http: byAssetClass.describe("Real time or delayed, per asset class, over HTTP"),
    websocket: byAssetClass.describe("Real time or delayed, per asset class, over WebSocket"),
    wsConnections: positive("Open WebSocket connections per account, across all streams and keys"),
    wsSymbolsPerConnection: positive("Symbols one WebSocket connection can subscribe to"),
    algo: z.boolean().describe("Algorithm uploads and backtesting (the /algo endpoints) are included"),
    bulkDelivery: z.boolean().describe("Bulk files are delivered to Cloud Object Storage"),
    slaPercent: z
      .number()
      .positive()
      .max(100)
      .nullable()
      .describe("Monthly uptime commitment in percent; null means no SLA"),
    support: z.enum(["basic", "priority", "enterprise"]).describe("Support level, a key of `support`"),
  })
  .strict();

const supportLevel = z
  .object({
    name: z.string().min(1).describe("Name of the level"),
    channels: z.string().min(1).describe("How to reach support at this level"),
    hours: z.string().min(1).describe("When requests are handled"),
    p1: z.string().min(1).describe("First response time for P1 (critical) requests"),
    p2: z.string().min(1).describe("First response time for P2 (high) requests"),
    p3: z.string().min(1).describe("First response time for P3 (normal) requests"),
    p4: z.string().min(1).describe("First response time for P4 (low) requests"),
  })
  .strict();

const hostWithBase = (what: string) =>
  z
    .object({
      host: z
        .string()
        .regex(/^[a-z0-9.-]+$/, "a bare host name, such as api.tickwire.io")
        .describe(`Host name of ${what}`),
      baseUrl: url(`Base URL of ${what}, version included`),
    })
    .strict();

export const factsSchema = z
  .object({
    hosts: z
      .object({
        api: hostWithBase("the HTTP API"),
        stream: hostWithBase("the WebSocket streams"),
        dashboard: url("The dashboard: keys, usage, billing"),
        status: url("The status page"),
        proxy: url("The dashboard's proxy used by Try it in the API reference"),
        community: url("The community forum"),
      })
      .strict(),
    keys: z
      .object({
        prefix: z.string().min(1).describe("Characters every live key starts with"),
        example: z.string().min(1).describe("A well-formed example key, used in samples"),
        randomLength: positive("Characters after the prefix"),
        alphabet: z.string().min(1).describe("Characters the random part is drawn from"),
        identifiedBy: z.string().min(1).describe("What to quote to support instead of the full key"),
        maxActivePerAccount: positive("Active keys per account")
          .nullable()
          .describe("Active keys per account; null means no limit"),
      })
      .strict()
      .refine(
        (keys) =>
          keys.example.startsWith(keys.prefix) && keys.example.length === keys.prefix.length + keys.randomLength,
        {
          message: "keys.example must be the prefix followed by randomLength characters",
        },
      ),
    delayMinutes: positive("Minutes by which delayed quotes lag the market"),
    display: z
      .object({
        delayedLabel: z
          .string()
          .min(1)
          .describe("What the data license asks of a displayed delayed price, as a sentence without its full stop"),
      })
      .strict()
      .describe("Display terms the guides and both specs state in the same words"),
    precision: z
      .object({
        stockDecimals: positive("Decimal places of stock prices of 1 or more in the trading currency"),
        stockDecimalsBelowOne: positive("Decimal places of stock prices below 1"),
        indexDecimals: positive("Decimal places of index levels"),
        significantDigits: z
          .object({
            currencies: positive("Significant digits of a currency rate at the pair's usual rate"),
            crypto: positive("Significant digits of a crypto price at the pair's usual price"),
            commodities: positive("Significant digits of a commodity price at its usual price"),
          })
          .strict(),
        minDecimals: positive("Fewest decimal places of a currency, crypto or commodity price"),
        maxDecimals: positive("Most decimal places of any price"),
      })
      .strict()
      .describe("Decimal places of prices, levels and rates per asset class, fixed per instrument"),
    plans: z
      .object({ free: plan, trial: plan, enterprise: plan, allInOne: plan })
      .strict()
      .describe("Plans; allInOne is the Enterprise contract with every asset class and algo"),
    symbols: z
      .object({
        stocks: z
          .object(
            Object.fromEntries(
              STOCK_COUNTRY_KEYS.map((country) => [country, positive(`Stocks the API lists for country=${country}`)]),
            ) as Record<(typeof STOCK_COUNTRY_KEYS)[number], z.ZodNumber>,
          )
          .strict()
          .describe(
            "Stocks `GET /stocks/symbols?country=<code>` lists per country (its `meta.total`); the site's stock list pages show a selection",
          ),
      })
      .strict(),
    history: z
      .object({
        resolution: z.literal("daily").describe("Resolution of the history the insights endpoints return"),
        stocksSince: positive("First year of stock history on full-history plans"),
        maxPointsPerPage: positive("Largest page_size of the insights series"),
      })
      .strict(),
    quota: z
      .object({
        window: z.string().min(1).describe("How the per-minute window is measured"),
        dailyReset: z.string().min(1).describe("When the daily quota resets"),
        counted: z.string().min(1).describe("Responses that count toward the quotas"),
        notCounted: z.string().min(1).describe("Responses and requests that don't count"),
        retries: z.string().min(1).describe("How retries are counted"),
        websocketCounts: z.boolean().describe("Whether streamed messages count toward the HTTP quota"),
        maxSymbolsPerBatch: positive("Symbols one /quotes request accepts"),
        maxMarketsPerRequest: positive("Market identifiers one `markets` filter accepts"),
      })
      .strict(),
    websocket: z
      .object({
        authTimeoutSeconds: positive("Seconds after connecting within which the auth message must arrive"),
        heartbeatIntervalSeconds: positive("Seconds between two heartbeat events"),
        deadConnectionSeconds: positive("Seconds of silence after which a connection is dead"),
        maxMessageBytes: positive("Largest message a client may send, in bytes"),
        maxMessageKiB: positive("The same limit in KiB, for prose"),
        messagesPerSecond: positive("Messages per second a connection accepts from the client"),
        outgoingBufferMessages: positive("Outgoing messages buffered for a slow client before it is closed with 4009"),
      })
      .strict()
      .refine((ws) => ws.maxMessageKiB * 1024 === ws.maxMessageBytes, {
        message: "websocket.maxMessageKiB must equal maxMessageBytes / 1024",
      }),
    fx: z
      .object({
        timeZone: z.string().min(1).describe("IANA time zone whose clock ends the FX day"),
        dayEndLocal: z
          .string()
          .regex(/^\d\d:\d\d$/)
          .describe("Local time, HH:MM in `timeZone`, at which one FX day ends and the next begins"),
        dayEnd: z.string().min(1).describe("The end of the FX day as a phrase, for prose"),
        dayEndUtc: z
          .string()
          .min(1)
          .describe("The same boundary in UTC, winter and summer, for prose: it moves with daylight saving time"),
        week: z.string().min(1).describe("When the FX market opens on Sunday and closes on Friday, as a phrase"),
      })
      .strict()
      .describe("The foreign exchange day and week: currency quotes, bars and the FOREX market hours follow them"),
    crypto: z
      .object({
        windowSeconds: positive("Seconds of trades the aggregated price averages, volume-weighted"),
        outlierPercent: positive(
          "Distance from the median of the other exchanges, in percent, past which an exchange is left out",
        ),
      })
      .strict()
      .describe("How the aggregated crypto price is computed, over HTTP and on the stream"),
    commodities: z
      .object({
        baseMetals: z
          .string()
          .min(1)
          .describe("The price a base metal (COPPER, ALUMINIUM, NICKEL, ZINC) is, as a phrase"),
        baseMetalsHours: z.string().min(1).describe("When base-metal prices update, as a phrase"),
        baseMetalsVolume: z.string().min(1).describe("What `volume` counts for a base metal, as a phrase"),
        futuresVolume: z
          .string()
          .min(1)
          .describe("What `volume` counts for an energy or agricultural (futures-based) commodity, as a phrase"),
        rollBusinessDays: positive(
          "Business days before a futures contract's roll date that a symbol moves to the next one",
        ),
        firstNoticeFamilies: z
          .string()
          .min(1)
          .describe("Physically delivered contract families that roll before their first notice day"),
      })
      .strict()
      .describe("Which contract each commodity price follows and when futures roll"),
    idempotency: z
      .object({
        windowHours: positive("Hours an upload's result is kept under its Idempotency-Key"),
        scope: z.string().min(1).describe("What a key identifies, as a phrase"),
      })
      .strict()
      .describe("The Idempotency-Key of the algorithm uploads"),
    trial: z
      .object({
        lengthDays: positive("Length of the trial in days"),
        cardRequired: z.boolean().describe("Whether starting the trial needs a card"),
        oncePerOrganization: z.boolean().describe("Whether an organization can use the trial only once"),
        reminderDaysBefore: positive("Days before the end the owner is emailed"),
        includes: z.string().min(1).describe("What the trial includes, as a phrase"),
        excludes: z.string().min(1).describe("What the trial leaves out, as a phrase"),
      })
      .strict(),
    runtimes: z
      .object({
        curl: version("curl"),
        python: version("Python"),
        pythonRequests: version("the Python requests package"),
        pythonWebsockets: version("the Python websockets package"),
        go: version("Go"),
        node: version("Node.js"),
        nodeWs: version("the Node.js ws package"),
        ruby: version("Ruby"),
        dotnet: version(".NET"),
        mono: version("Mono, the other runtime the C# samples run on"),
        php: version("PHP"),
        java: version("Java"),
        powershell: version("PowerShell"),
      })
      .strict()
      .describe("Oldest version of each language, tool or package the guides' samples run on, stated as 'X or later'"),
    maintenance: z
      .object({
        day: z.string().min(1).describe("Day of the week of planned maintenance"),
        startUtc: z
          .string()
          .regex(/^\d\d:\d\d$/)
          .describe("Start, UTC, HH:MM"),
        endUtc: z
          .string()
          .regex(/^\d\d:\d\d$/)
          .describe("End, UTC, HH:MM"),
        window: z.string().min(1).describe("The window as a phrase, for prose"),
        noticeHours: positive("Hours of notice on the status page"),
      })
      .strict(),
    support: z.object({ basic: supportLevel, priority: supportLevel, enterprise: supportLevel }).strict(),
  })
  .strict();

/** The validated facts. */
export type Facts = z.infer<typeof factsSchema>;
/** A plan's facts. */
export type PlanFacts = z.infer<typeof plan>;
/** The keys of `plans`. */
export type PlanId = keyof Facts["plans"];
