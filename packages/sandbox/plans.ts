/**
 * Test keys and the plans they select. A key `tw_test_<plan>_<anything>` is a key of its own
 * account on that plan (`tw_test_free_…`, `tw_test_trial_…`, `tw_test_enterprise_…`,
 * `tw_test_allinone_…`); any other key is unknown. The plans' limits and data access are the
 * facts' (content/facts.yaml).
 */
import type { Facts } from "../../src/lib/facts/schema.ts";

export type PlanId = keyof Facts["plans"];
export type Freshness = Facts["plans"][PlanId]["http"]["stocks"];

/** How every test key starts. */
export const TEST_KEY_PREFIX = "tw_test_";

/** Longest key accepted, as on the stream. */
const MAX_KEY_LENGTH = 128;

const KEY = /^tw_test_([a-z]+)_[A-Za-z0-9_-]*$/;

/** The plan a test key selects, or null for a key that is not a test key. */
export function planOfKey(key: string, facts: Facts): PlanId | null {
  if (key.length > MAX_KEY_LENGTH) return null;
  const match = KEY.exec(key);
  if (!match) return null;
  return (Object.keys(facts.plans) as PlanId[]).find((plan) => plan.toLowerCase() === match[1]) ?? null;
}

/** A test key of a plan: `testKey("allInOne", "x1")` is `tw_test_allinone_x1`. */
export const testKey = (plan: PlanId, suffix: string): string => `${TEST_KEY_PREFIX}${plan.toLowerCase()}_${suffix}`;

/** The last four letters or digits of a key, which is how the dashboard tells keys apart. */
export const keyEnding = (key: string): string => key.replace(/[^A-Za-z0-9]/g, "").slice(-4);

/** The plan as the API names it to clients: the All-in-one package is an Enterprise contract. */
export function contractOf(plan: PlanId): Exclude<PlanId, "allInOne"> {
  return plan === "allInOne" ? "enterprise" : plan;
}
