/**
 * Holiday rules, and the dates they give in a year. A rule is a fixed date, a date relative to
 * Easter, or an nth weekday of a month; a fixed date that falls on a weekend may be observed on
 * a weekday, as each market's convention says.
 */
import { dayOfDate, minutesOf, weekdayOf } from "../time.ts";

/** What happens to a fixed-date holiday that falls on a weekend. */
export type Observance =
  /** Saturday → the Friday before, Sunday → the Monday after (US exchanges). */
  | "nearestWeekday"
  /** Saturday or Sunday → the next weekday not already a holiday (UK substitute days). */
  | "nextWeekday"
  /** Sunday → Monday; Saturday is not made up. */
  | "sundayToMonday";

export type DateRule =
  | { month: number; day: number; observe?: Observance }
  | { easter: number }
  /** The nth (1…5, or -1 for the last) weekday (1 Monday … 7 Sunday) of a month, plus `offset` days. */
  | { month: number; weekday: number; nth: number; offset?: number }
  /** The weekday on or before a day of the month (Victoria Day: the Monday on or before 24 May). */
  | { month: number; weekday: number; onOrBefore: number }
  /** The weekday on or after a day of the month (Midsummer Eve: the Friday on or after 19 June). */
  | { month: number; weekday: number; onOrAfter: number };

export interface HolidayRule {
  name: string;
  date: DateRule;
  /** First year the rule applies. */
  from?: number;
  /** Local `HH:MM` when the market closes early that day; without it the market is closed. */
  closes?: string;
}

/** A holiday on a date: closed all day, or closing early at a local time. */
export interface Holiday {
  name: string;
  type: "closed" | "early_close";
  /** Early close: minutes after local midnight when the regular session ends. */
  closesAt: number | null;
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOfDate(year, month, day);
}

const isWeekend = (day: number) => weekdayOf(day) >= 6;

/** The day a rule names in a year, before any observance. */
function ruleDay(rule: DateRule, year: number): number {
  if ("easter" in rule) return easterSunday(year) + rule.easter;
  if ("day" in rule) return dayOfDate(year, rule.month, rule.day);
  if ("nth" in rule) {
    if (rule.nth > 0) {
      const first = dayOfDate(year, rule.month, 1);
      const shift = (rule.weekday - weekdayOf(first) + 7) % 7;
      return first + shift + (rule.nth - 1) * 7 + (rule.offset ?? 0);
    }
    const last = dayOfDate(year, rule.month + 1, 1) - 1;
    const shift = (weekdayOf(last) - rule.weekday + 7) % 7;
    return last - shift + (rule.nth + 1) * 7 + (rule.offset ?? 0);
  }
  if ("onOrBefore" in rule) {
    const limit = dayOfDate(year, rule.month, rule.onOrBefore);
    return limit - ((weekdayOf(limit) - rule.weekday + 7) % 7);
  }
  const start = dayOfDate(year, rule.month, rule.onOrAfter);
  return start + ((rule.weekday - weekdayOf(start) + 7) % 7);
}

/**
 * The holidays of a year, by day number: full closures first (with their observed days), then
 * early closes on weekdays that are not closed. Weekend dates are left out: the market is
 * closed then anyway.
 */
export function holidaysOfYear(rules: readonly HolidayRule[], year: number): Map<number, Holiday> {
  const result = new Map<number, Holiday>();
  for (const rule of rules) {
    if (rule.closes !== undefined || (rule.from !== undefined && year < rule.from)) continue;
    let day = ruleDay(rule.date, year);
    const observe = "observe" in rule.date ? rule.date.observe : undefined;
    if (isWeekend(day)) {
      if (observe === "nearestWeekday") day += weekdayOf(day) === 6 ? -1 : 1;
      else if (observe === "sundayToMonday" && weekdayOf(day) === 7) day += 1;
      else if (observe === "nextWeekday") while (isWeekend(day) || result.has(day)) day += 1;
      else continue;
    }
    if (!result.has(day)) result.set(day, { name: rule.name, type: "closed", closesAt: null });
  }
  for (const rule of rules) {
    if (rule.closes === undefined || (rule.from !== undefined && year < rule.from)) continue;
    const day = ruleDay(rule.date, year);
    if (isWeekend(day) || result.has(day)) continue;
    result.set(day, { name: rule.name, type: "early_close", closesAt: minutesOf(rule.closes) });
  }
  return result;
}
