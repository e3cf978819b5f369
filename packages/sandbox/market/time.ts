/**
 * Calendar arithmetic in UTC day numbers (days since 1970-01-01) and the one conversion the
 * market needs between a market's wall clock and UTC, through Intl's time zone data
 * (`zone-offsets.ts`), so that sessions follow each zone's daylight saving time.
 */
import { zoneOffset } from "./zone-offsets.ts";

export const MINUTE = 60_000;
export const DAY = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY);
}

/** The `YYYY-MM-DD` date of a day number. */
export function dateOf(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

/** ISO weekday of a day number: 1 Monday … 7 Sunday (1970-01-01 was a Thursday). */
export function weekdayOf(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** The day number of a calendar date; months from 1. */
export function dayOfDate(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY);
}

/** Year, month (from 1) and day of month of a day number. */
export function partsOf(day: number): { year: number; month: number; day: number } {
  const date = new Date(day * DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The UTC day number an instant falls on. */
export function utcDayOf(t: number): number {
  return Math.floor(t / DAY);
}

/** An instant as the API writes it: ISO 8601 in UTC, whole seconds, `Z`. */
export function isoSeconds(t: number): string {
  return new Date(Math.floor(t / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** `HH:MM` as minutes after midnight. */
export function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(":").map(Number);
  return hours * 60 + minutes;
}

/** The instant a zone's wall clock shows `minutes` after midnight on a local date (day number). */
export function wallToUtc(timeZone: string, day: number, minutes: number): number {
  const wall = day * DAY + minutes * MINUTE;
  const first = wall - zoneOffset(timeZone, wall);
  // A second look settles instants near a daylight saving change, where the first guess used the other offset.
  return wall - zoneOffset(timeZone, first);
}

/** The local date (day number) a zone's wall clock shows at an instant. */
export function localDayOf(timeZone: string, t: number): number {
  return Math.floor((t + zoneOffset(timeZone, t)) / DAY);
}
