/**
 * Per-key request limits, as the API counts them: fixed one-minute windows starting on the
 * minute and a daily quota that resets at 00:00 UTC. Pure functions over one key's counters and
 * the time; the server keeps one `KeyUsage` per key and calls them around each request.
 */
import { DAY, MINUTE } from "../market/time.ts";

export interface PlanLimits {
  perMinute: number;
  /** null: no daily cap. */
  perDay: number | null;
}

/** One key's counters. */
export interface KeyUsage {
  /** When the sandbox first saw the key: its account's creation. */
  firstSeen: number;
  minuteStart: number;
  minuteUsed: number;
  dayStart: number;
  dayUsed: number;
  lastUsedAt: number | null;
}

export type Admission =
  | { admitted: true }
  | { admitted: false; code: "rate_limited" | "quota_exceeded"; retryAfter: number; message: string };

export function newUsage(now: number): KeyUsage {
  return {
    firstSeen: now,
    minuteStart: minuteOf(now),
    minuteUsed: 0,
    dayStart: dayOf(now),
    dayUsed: 0,
    lastUsedAt: null,
  };
}

const minuteOf = (t: number) => Math.floor(t / MINUTE) * MINUTE;
const dayOf = (t: number) => Math.floor(t / DAY) * DAY;

/** The counters as they stand at `now`: a window that has ended starts again from zero. */
export function current(usage: KeyUsage, now: number): KeyUsage {
  const minuteStart = minuteOf(now);
  const dayStart = dayOf(now);
  return {
    ...usage,
    minuteStart,
    minuteUsed: minuteStart === usage.minuteStart ? usage.minuteUsed : 0,
    dayStart,
    dayUsed: dayStart === usage.dayStart ? usage.dayUsed : 0,
  };
}

/** Whether one more request may be served now; the daily quota is checked first. */
export function admit(usage: KeyUsage, limits: PlanLimits, now: number, dailyReset: string): Admission {
  const counters = current(usage, now);
  if (limits.perDay !== null && counters.dayUsed >= limits.perDay) {
    return {
      admitted: false,
      code: "quota_exceeded",
      retryAfter: Math.max(1, Math.ceil((counters.dayStart + DAY - now) / 1000)),
      message: `Daily quota of ${limits.perDay} requests used up. It resets at ${dailyReset}.`,
    };
  }
  if (counters.minuteUsed >= limits.perMinute) {
    const retryAfter = Math.max(1, Math.ceil((counters.minuteStart + MINUTE - now) / 1000));
    return {
      admitted: false,
      code: "rate_limited",
      retryAfter,
      message: `Per-minute limit of ${limits.perMinute} requests exceeded. Retry in ${retryAfter} seconds.`,
    };
  }
  return { admitted: true };
}

/** The counters after one counted request at `now`. */
export function count(usage: KeyUsage, now: number): KeyUsage {
  const counters = current(usage, now);
  return { ...counters, minuteUsed: counters.minuteUsed + 1, dayUsed: counters.dayUsed + 1, lastUsedAt: now };
}

/** The `X-RateLimit-*` headers: the current one-minute window. */
export function rateLimitHeaders(usage: KeyUsage, limits: PlanLimits, now: number): Record<string, string> {
  const counters = current(usage, now);
  return {
    "X-RateLimit-Limit": String(limits.perMinute),
    "X-RateLimit-Remaining": String(Math.max(0, limits.perMinute - counters.minuteUsed)),
    "X-RateLimit-Reset": String((counters.minuteStart + MINUTE) / 1000),
  };
}

/**
 * Which responses count, from the facts' wording (`quota.counted`: "2xx responses and the client
 * errors 400, 403 and 404"): the status classes (2xx) and statuses it names.
 */
export function countedStatuses(counted: string): (status: number) => boolean {
  const classes = [...counted.matchAll(/\b([1-5])xx\b/g)].map((match) => Number(match[1]));
  const statuses = [...counted.matchAll(/\b([1-5]\d\d)\b/g)].map((match) => Number(match[1]));
  return (status) => classes.includes(Math.floor(status / 100)) || statuses.includes(status);
}

/** The requests that never count, from the facts' wording (`quota.notCounted`: "… GET /account/usage …"). */
export function freeRequests(notCounted: string): string[] {
  return [...notCounted.matchAll(/\b(GET|POST) (\/[\w/-]+)/g)].map((match) => `${match[1]} ${match[2]}`);
}
