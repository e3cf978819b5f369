import type { Facts } from "./schema";

/** A fact's value as prose: numbers with thousands separators, booleans as Yes or No. */
export function formatFactForProse(value: string | number | boolean | null): string {
  if (typeof value === "number") return value.toLocaleString("en-US");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (value === null) return "None";
  if (value === "real_time") return "real time";
  return value;
}

/** "Real time" or "Delayed 15 minutes", for one asset class on one plan. */
export function formatFreshness(value: "real_time" | "delayed", facts: Pick<Facts, "delayMinutes">): string {
  return value === "real_time" ? "Real time" : `Delayed ${facts.delayMinutes} minutes`;
}
