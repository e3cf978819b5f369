import type { Facts } from "./schema";

/** A fact stated by hand in a content or spec file. */
export interface HardCodedFact {
  file: string;
  line: number;
  /** What the text states, such as "plans.free.httpPerDay" or "hosts". */
  fact: string;
  text: string;
}

interface Probe {
  fact: string;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A number as written in prose or in a spec: 10000, 10,000 or 10 000. */
const numberPattern = (value: number) => {
  const grouped = value.toLocaleString("en-US");
  return grouped === String(value) ? String(value) : `(?:${value}|${escape(grouped)})`;
};
const WORDS: Record<number, string> = { 1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 10: "ten" };
/** A JSON or YAML field set to a value: `"max_symbols": 50` or `max_symbols: 50`. */
const field = (name: string, value: number) => `\\b${name}"?\\s*:\\s*${value}\\b`;
const numberOrWord = (value: number) =>
  WORDS[value] ? `(?:${numberPattern(value)}|${WORDS[value]})` : numberPattern(value);

/**
 * Patterns that find the facts of content/facts.yaml written out by hand, built from the facts
 * themselves so that the scan follows a changed value: hosts anywhere, numbers next to the words
 * that make them a limit ("600 requests per day", "| Requests per day | 600 |").
 */
export function hardCodedFactProbes(facts: Facts): Probe[] {
  const probes: Probe[] = [];
  const add = (fact: string, source: string) => probes.push({ fact, pattern: new RegExp(source, "i") });
  const hosts = [
    facts.hosts.api.host,
    facts.hosts.stream.host,
    ...[facts.hosts.dashboard, facts.hosts.status, facts.hosts.community].map((url) => new URL(url).host),
  ];
  for (const host of new Set(hosts)) add("hosts", `(?<![\\w.-])${escape(host)}(?![\\w-])`);
  add("keys.prefix", escape(facts.keys.prefix));

  for (const [id, plan] of Object.entries(facts.plans)) {
    const n = numberPattern;
    add(
      `plans.${id}.httpPerMinute`,
      `\\b${n(plan.httpPerMinute)}\\s+(?:HTTP\\s+)?(?:requests?|calls?)\\s+(?:per|a|each|every)\\s+minute|\\|\\s*(?:From\\s+)?${n(plan.httpPerMinute)}\\s*\\|.*(?:minute|/min)|minute[^|]*\\|[^\\n]*\\|\\s*(?:From\\s+)?${n(plan.httpPerMinute)}\\s*(?:\\||,)`,
    );
    if (plan.httpPerDay !== null) {
      add(
        `plans.${id}.httpPerDay`,
        `\\b${n(plan.httpPerDay)}\\s+(?:HTTP\\s+)?(?:requests?|calls?)\\s+(?:per|a|each|every)\\s+day|per day[^|]*\\|[^\\n]*\\|\\s*${n(plan.httpPerDay)}\\s*\\||(?:daily quota|daily limit)\\s+of\\s+${n(plan.httpPerDay)}`,
      );
    }
    add(
      `plans.${id}.wsConnections`,
      `\\b(?:up to\\s+)?${numberOrWord(plan.wsConnections)}\\s+(?:open\\s+)?(?:WebSocket\\s+)?connections?\\b(?!\\s+per\\s+(?:asset|stream))|connections[^|]*\\|[^\\n]*\\|\\s*(?:Up to\\s+)?${n(plan.wsConnections)}\\s*(?:\\||,)`,
    );
    add(
      `plans.${id}.wsSymbolsPerConnection`,
      `\\b(?:up to\\s+)?${n(plan.wsSymbolsPerConnection)}\\s+symbols\\b|symbols per[^|]*\\|[^\\n]*\\|\\s*(?:Up to\\s+)?${n(plan.wsSymbolsPerConnection)}\\s*\\|`,
    );
    const values = [plan.httpPerMinute, plan.httpPerDay, plan.wsConnections, plan.wsSymbolsPerConnection].filter(
      (value): value is number => value !== null && value > 1,
    );
    add(
      `plans.${id} (table row)`,
      `^\\|\\s*${escape(plan.name)}\\b[^|]*\\|(?:[^|]*\\|)*?\\s*(?:From\\s+|Up to\\s+)?(?:${values.map(n).join("|")})\\s*(?:\\||,)`,
    );
    // Limits written into example messages and headers, and compared across plans in prose.
    add(
      `plans.${id}.httpPerMinute (example)`,
      `${field("requests_per_minute", plan.httpPerMinute)}|X-RateLimit-Limit:\\s*${plan.httpPerMinute}\\b|\\blimit of ${n(plan.httpPerMinute)} requests|\\b${n(plan.httpPerMinute)} on (?:the )?${escape(plan.name)}\\b`,
    );
    if (plan.httpPerDay !== null)
      add(
        `plans.${id}.httpPerDay (example)`,
        `${field("requests_per_day", plan.httpPerDay)}|\\bquota of ${n(plan.httpPerDay)} requests`,
      );
    add(
      `plans.${id}.wsConnections (example)`,
      `${field("max_connections", plan.wsConnections)}|${field("websocket_connections", plan.wsConnections)}`,
    );
    add(
      `plans.${id}.wsSymbolsPerConnection (example)`,
      `${field("max_symbols", plan.wsSymbolsPerConnection)}|${field("symbols_per_connection", plan.wsSymbolsPerConnection)}|\\ballows ${n(plan.wsSymbolsPerConnection)} (?:symbols )?per connection|\\b${numberOrWord(plan.wsSymbolsPerConnection)} streamed symbols`,
    );
    if (plan.slaPercent !== null) add(`plans.${id}.slaPercent`, `${escape(String(plan.slaPercent))}\\s*%`);
    if (plan.historyYears !== null)
      add(
        `plans.${id}.historyYears`,
        `\\b${numberOrWord(plan.historyYears)}[ -]years?\\b(?: of)?(?: daily)? (?:history|of history)|history older than ${numberOrWord(plan.historyYears)} year`,
      );
  }
  add("history.stocksSince", `(?:since|back to|from)\\s+${facts.history.stocksSince}\\b`);
  add(
    "delayMinutes",
    `(?:delayed|delay(?:ed)? by|behind)\\s+(?:by\\s+)?${facts.delayMinutes}\\s+minutes|${facts.delayMinutes}[- ]minutes?\\s+(?:delay|behind)`,
  );
  add(
    "trial.lengthDays",
    `\\b${numberOrWord(facts.trial.lengthDays)}[- ]days?\\b(?![^|]*\\|\\s*\\d)|\\bend of day ${facts.trial.lengthDays}\\b`,
  );
  add("trial.reminderDaysBefore", `\\b${numberOrWord(facts.trial.reminderDaysBefore)} days before\\b`);
  const batch = numberPattern(facts.quota.maxSymbolsPerBatch);
  add(
    "quota.maxSymbolsPerBatch",
    `\\bup to ${batch} (?:[a-z]+ ){0,2}(?:symbols|tickers|pairs|commodities|indices|codes|stocks)\\b|\\bmaxItems:\\s*${batch}\\b|\\bat most ${batch} symbols|\\bchunks of ${batch}\\b`,
  );
  add("quota.maxMarketsPerRequest", `\\bup to ${numberPattern(facts.quota.maxMarketsPerRequest)} market identifiers`);
  // The provider's decisions in words: the FX day, the crypto aggregate, futures rolls, uploads.
  add("fx.dayEnd", `\\b${escape(facts.fx.dayEndLocal)} New York\\b`);
  for (const time of new Set(facts.fx.dayEndUtc.match(/\d\d:\d\d UTC/g) ?? []))
    add("fx.dayEndUtc", `\\b${escape(time)}\\b`);
  add(
    "crypto.windowSeconds",
    `\\blast ${numberOrWord(facts.crypto.windowSeconds)} seconds\\b|\\b${facts.crypto.windowSeconds}-second (?:VWAP|average|window)`,
  );
  add("crypto.outlierPercent", `\\b${facts.crypto.outlierPercent}\\s*%\\s*(?:away )?from the median`);
  add("commodities.rollBusinessDays", `\\b${numberOrWord(facts.commodities.rollBusinessDays)} business days before\\b`);
  add(
    "idempotency.windowHours",
    `\\b(?:kept for|within|for) ${numberOrWord(facts.idempotency.windowHours)} hours under\\b|\\bkey[^.]*within ${facts.idempotency.windowHours} hours\\b`,
  );
  add(
    "maintenance.window",
    `${escape(facts.maintenance.startUtc)}\\s*(?:and|to|–|-)\\s*${escape(facts.maintenance.endUtc)}`,
  );
  add(
    "maintenance.noticeHours",
    `\\b${facts.maintenance.noticeHours}\\s+hours?\\s+(?:ahead|in advance|before|notice)|at least ${facts.maintenance.noticeHours} hours`,
  );
  add(
    "websocket.maxMessageBytes",
    `\\b${numberPattern(facts.websocket.maxMessageBytes)}\\s*bytes|\\b${facts.websocket.maxMessageKiB}\\s*KiB`,
  );
  add(
    "runtimes",
    `\\b(?:curl|Python|Go|Node\\.js|Ruby|\\.NET|PHP|Java|PowerShell|requests|websockets|ws)\\s+(?:version\\s+)?\\d+(?:\\.\\d+)*\\s+or\\s+(?:later|newer)|\\(version\\s+\\d+(?:\\.\\d+)*\\s+or\\s+later\\)`,
  );
  return probes;
}

/** Lines of `text` that state a fact by hand. Lines in YAML comments are included: they are read too. */
export function findHardCodedFacts(file: string, text: string, facts: Facts): HardCodedFact[] {
  const probes = hardCodedFactProbes(facts);
  const found: HardCodedFact[] = [];
  text.split("\n").forEach((content, index) => {
    const seen = new Set<string>();
    for (const probe of probes) {
      const match = probe.pattern.exec(content);
      // Plans that share a value (Enterprise and All-in-one) report it once.
      if (!match || seen.has(match[0])) continue;
      seen.add(match[0]);
      found.push({ file, line: index + 1, fact: probe.fact, text: match[0] });
    }
  });
  return found;
}
