/**
 * Statements about the provider that the facts decide, checked wherever they are written in
 * words: when the FX day and week end, which price a base metal is, how the crypto stream sends
 * its aggregate, what the Enterprise plan includes, how requests count and what is left of a
 * delisted symbol. Each rule names the fact it follows, so a changed decision changes the rule.
 */
import type { Facts } from "../facts/schema";
import { isObject } from "../openapi/document";

/** A rule over one paragraph, table row or description. */
interface Rule {
  name: string;
  problems(text: string, facts: Facts): string[];
}

/** Sentences of a text, split at a full stop followed by a space or the end. */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z`*[(])/);

/** The UTC clock time `local` in `timeZone` falls on, on a date. */
export function utcTimeOf(date: string, local: string, timeZone: string): string {
  const [hours, minutes] = local.split(":").map(Number);
  const guess = Date.parse(`${date}T${local}:00Z`);
  // The zone's offset at that instant: format the UTC instant in the zone and compare.
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(guess));
  const shown =
    Number(parts.find((part) => part.type === "hour")?.value) * 60 +
    Number(parts.find((part) => part.type === "minute")?.value);
  const offset = (((shown - (hours * 60 + minutes)) % 1440) + 1440) % 1440;
  const utc = new Date(guess - (offset > 720 ? offset - 1440 : offset) * 60_000);
  return utc.toISOString().slice(11, 16);
}

/** The UTC times the FX day ends at over a year: winter's and summer's. */
export function fxBoundariesUtc(facts: Facts): string[] {
  return [
    ...new Set(["2024-01-15", "2024-07-15"].map((date) => utcTimeOf(date, facts.fx.dayEndLocal, facts.fx.timeZone))),
  ];
}

const FX = /\b(?:FX|forex|FOREX|foreign exchange|currenc(?:y|ies)|EURUSD)\b/;
const SESSION_WORDS = /\b(?:opens?|closes?|closed|quiet|updates?|week|day|Sunday|Friday|trading)\b/i;

const RULES: Rule[] = [
  {
    name: "FX session times",
    problems(text, facts) {
      if (!FX.test(text) || !SESSION_WORDS.test(text)) return [];
      const problems: string[] = [];
      const boundaries = fxBoundariesUtc(facts);
      for (const match of text.matchAll(/\b(\d{2}:\d{2}) UTC\b/g)) {
        if (match[1] === "00:00" || match[1] === "24:00") continue; // UTC days: resets, snapshots, crypto
        if (!boundaries.includes(match[1]))
          problems.push(`${match[1]} UTC isn't when the FX day ends (${facts.fx.dayEnd}: ${facts.fx.dayEndUtc})`);
        else if (!text.includes(facts.fx.dayEnd))
          problems.push(
            `the FX day ends at ${facts.fx.dayEnd}, which is ${facts.fx.dayEndUtc}; "${match[0]}" alone is right for only part of the year`,
          );
      }
      for (const match of text.matchAll(/\b(\d{2}:\d{2}) New York\b/g)) {
        if (match[1] !== facts.fx.dayEndLocal) problems.push(`the FX day ends at ${facts.fx.dayEnd}, not ${match[0]}`);
      }
      return problems;
    },
  },
  {
    name: "the FX day",
    problems(text, facts) {
      return text
        .split(/[,;]/)
        .filter(
          (clause) => /\bUTC (?:calendar )?day\b/.test(clause) && /\b(?:currenc(?:y|ies)|FX|mid rate)\b/.test(clause),
        )
        .map(
          (clause) =>
            `"${clause.trim()}": a currency's day is the FX day, ending at ${facts.fx.dayEnd}, not the UTC day`,
        );
    },
  },
  {
    name: "base metals",
    problems(text, facts) {
      return sentences(text).flatMap((sentence) => {
        const found: string[] = [];
        // A sentence that contrasts the groups may name the others' prices.
        const spot = /\bspot\b/i.test(sentence) && !/\bprecious\b|\bgold\b|\bsilver\b|XAUUSD|LBMA/i.test(sentence);
        const future =
          /front-month/i.test(sentence) &&
          !/\benergy\b|\bagricultural\b|\bgrains?\b|\blivestock\b|futures-based/i.test(sentence);
        if (/\b(?:COPPER|ALUMINIUM|NICKEL|ZINC|base metals?)\b/i.test(sentence) && (spot || future))
          found.push(`"${sentence}": a base metal is ${facts.commodities.baseMetals}, not a spot or front-month price`);
        else if (
          /\bmetals?\b/i.test(sentence) &&
          /\bspot\b/i.test(sentence) &&
          !/\bprecious\b|\bgold\b|\bsilver\b|XAUUSD|LBMA|bullion/i.test(sentence)
        )
          found.push(
            `"${sentence}": only precious metals are spot prices; base metals are ${facts.commodities.baseMetals}`,
          );
        return found;
      });
    },
  },
  {
    name: "crypto stream updates",
    problems(text, facts) {
      if (
        !/without (?:sampling|merging)|one `?quote`? event for every (?:update|trade)/i.test(text) ||
        /\bcrypto\b/i.test(text)
      )
        return [];
      return [
        `every stream but one sends each venue update; the crypto stream sends its aggregate, the volume-weighted average of the last ${facts.crypto.windowSeconds} seconds of trades, when a trade moves it: say so`,
      ];
    },
  },
  {
    name: "what Enterprise includes",
    problems(text, facts) {
      const enterprise = facts.plans.enterprise;
      return sentences(text).flatMap((sentence) => {
        const found: string[] = [];
        const aboutEnterprise = /\bEnterprise\b/.test(sentence) && !/All-in-one|package/i.test(sentence);
        if (
          !enterprise.algo &&
          aboutEnterprise &&
          /\bupload (?:trading )?strateg|\balgorithm upload|\bbacktest/i.test(sentence) &&
          !/\bnot\b|n't\b|\bno\b|\bwithout\b/.test(sentence)
        )
          found.push(
            `"${sentence}": algorithm upload isn't part of ${enterprise.name} (plans.enterprise.algo), only of the ${facts.plans.allInOne.name}`,
          );
        if (enterprise.bulkDelivery && /\badd-ons?\b/i.test(sentence) && /\bbulk\b/i.test(sentence))
          found.push(
            `"${sentence}": bulk delivery is included in ${enterprise.name} (plans.enterprise.bulkDelivery), not an add-on`,
          );
        if (/\bonly difference\b/i.test(sentence) && /\bEnterprise\b/.test(sentence))
          found.push(
            `"${sentence}": an ${enterprise.name} contract licenses the asset classes you choose; the ${facts.plans.allInOne.name} has all five and algorithm upload`,
          );
        return found;
      });
    },
  },
  {
    name: "which requests count",
    problems(text, facts) {
      return sentences(text)
        .filter(
          (sentence) =>
            /\b(?:every|each) (?:HTTP )?(?:request|call) (?:counts|costs|is counted)\b/i.test(sentence) &&
            !/\bexcept|n't count|not count\b/i.test(sentence),
        )
        .map((sentence) => `"${sentence}": not every request counts (${facts.quota.notCounted} don't)`);
    },
  },
  {
    name: "delisted symbols",
    problems(text) {
      return sentences(text)
        .filter(
          (sentence) =>
            /\bdelist/i.test(sentence) &&
            /\bhistory\b/i.test(sentence) &&
            /\b(?:remains?|stays?|is|are) available\b/i.test(sentence) &&
            !/\bbulk\b|`eod`/i.test(sentence),
        )
        .map(
          (sentence) =>
            `"${sentence}": every endpoint answers a delisted symbol with \`404 unknown_symbol\`; say where its history can be had (bulk files) instead`,
        );
    },
  },
];

/** Every statement in a text that the facts contradict. */
export function statementProblems(text: string, facts: Facts): string[] {
  return RULES.flatMap((rule) => rule.problems(text, facts).map((problem) => `${rule.name}: ${problem}`));
}

/**
 * FOREX session times in examples: every opening and closing time of the `FOREX` market must be
 * the FX day's end (`fx.dayEndLocal` in `fx.timeZone`) on its date.
 */
export function forexTimeProblems(value: unknown, where: string, facts: Facts): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => forexTimeProblems(item, `${where}/${index}`, facts));
  if (!isObject(value)) return [];
  const problems: string[] = [];
  if (value.market === "FOREX") {
    const times: Array<[string, unknown]> = [
      ["opened_at", value.opened_at],
      ["closes_at", value.closes_at],
      ["opens_at", value.opens_at],
      ...(Array.isArray(value.sessions)
        ? value.sessions.flatMap((session, index): Array<[string, unknown]> =>
            isObject(session)
              ? [
                  [`sessions/${index}/opens_at`, session.opens_at],
                  [`sessions/${index}/closes_at`, session.closes_at],
                ]
              : [],
          )
        : []),
    ];
    for (const [name, time] of times) {
      if (typeof time !== "string") continue;
      const expected = utcTimeOf(time.slice(0, 10), facts.fx.dayEndLocal, facts.fx.timeZone);
      if (time.slice(11, 16) !== expected)
        problems.push(
          `${where}/${name}: FOREX opens and closes at ${facts.fx.dayEnd}, ${expected} UTC on ${time.slice(0, 10)}, not ${time}`,
        );
    }
  }
  for (const [name, child] of Object.entries(value))
    problems.push(...forexTimeProblems(child, `${where}/${name}`, facts));
  return problems;
}
