/** /account/usage: the key's plan, its limits from the facts and its real counts. */
import { DAY, MINUTE, isoSeconds } from "../../market/time.ts";
import { identifier } from "../../ids.ts";
import { contractOf, keyEnding } from "../../plans.ts";
import { current } from "../limits.ts";
import type { Handler } from "../context.ts";

export const usage: Handler = (context) => {
  const plan = context.facts.plans[context.plan];
  const { usage: counters, limits } = context.usage();
  const now = current(counters, context.now);
  // Each test key is an account of its own.
  const onTrial = context.plan === "trial";
  return {
    data: {
      plan: contractOf(context.plan),
      all_in_one: contractOf(context.plan) !== context.plan,
      trial_ends_at: onTrial ? isoSeconds(counters.firstSeen + context.facts.trial.lengthDays * DAY) : null,
      as_of: isoSeconds(context.now),
      limits: {
        requests_per_minute: plan.httpPerMinute,
        requests_per_day: plan.httpPerDay,
        websocket_connections: plan.wsConnections,
        symbols_per_connection: plan.wsSymbolsPerConnection,
        history_years: plan.historyYears,
      },
      data_access: plan.http,
      features: { algo: plan.algo, bulk_delivery: plan.bulkDelivery },
      requests: {
        minute: {
          limit: limits.perMinute,
          used: now.minuteUsed,
          remaining: Math.max(0, limits.perMinute - now.minuteUsed),
          resets_at: isoSeconds(now.minuteStart + MINUTE),
        },
        day: {
          limit: limits.perDay,
          used: now.dayUsed,
          remaining: limits.perDay === null ? null : Math.max(0, limits.perDay - now.dayUsed),
          resets_at: isoSeconds(now.dayStart + DAY),
        },
      },
      keys: [
        {
          id: identifier("key_", context.key),
          name: `Sandbox key ending ${keyEnding(context.key)}`,
          last_four: keyEnding(context.key),
          created_at: isoSeconds(counters.firstSeen),
          environment: "development",
          requests_today: now.dayUsed,
          last_used_at: counters.lastUsedAt === null ? null : isoSeconds(counters.lastUsedAt),
        },
      ],
    },
  };
};
