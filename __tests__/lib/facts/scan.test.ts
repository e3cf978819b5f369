/** @jest-environment node */
import { findHardCodedFacts } from "../../../src/lib/facts/scan";
import { FACTS } from "../../fixtures/facts";

const found = (text: string) =>
  findHardCodedFacts("x.mdx", text, FACTS).map(({ fact, text: match }) => `${fact}: ${match}`);

test("plan values written into examples, headers and comparisons are found", () => {
  expect(found(`  "max_symbols": ${FACTS.plans.trial.wsSymbolsPerConnection},`)).toEqual([
    `plans.trial.wsSymbolsPerConnection (example): max_symbols": ${FACTS.plans.trial.wsSymbolsPerConnection}`,
  ]);
  expect(found(`X-RateLimit-Limit: ${FACTS.plans.free.httpPerMinute}`)).toEqual([
    `plans.free.httpPerMinute (example): X-RateLimit-Limit: ${FACTS.plans.free.httpPerMinute}`,
  ]);
  expect(found(`such as ${FACTS.plans.free.httpPerMinute} on Free`)).toEqual([
    `plans.free.httpPerMinute (example): ${FACTS.plans.free.httpPerMinute} on Free`,
  ]);
});

test("the batch limit and the provider's decisions typed by hand are found", () => {
  expect(found(`maxItems: ${FACTS.quota.maxSymbolsPerBatch}`)).toEqual([
    `quota.maxSymbolsPerBatch: maxItems: ${FACTS.quota.maxSymbolsPerBatch}`,
  ]);
  expect(found(`Returns up to ${FACTS.quota.maxSymbolsPerBatch} crypto pairs.`)).toEqual([
    `quota.maxSymbolsPerBatch: up to ${FACTS.quota.maxSymbolsPerBatch} crypto pairs`,
  ]);
  expect(found(`FX days end at ${FACTS.fx.dayEndLocal} New York time.`)).toEqual([
    `fx.dayEnd: ${FACTS.fx.dayEndLocal} New York`,
  ]);
  expect(found("Rates update from about 22:00 UTC on Sunday.")).toEqual(["fx.dayEndUtc: 22:00 UTC"]);
  expect(found(`the volume-weighted average of the last ${FACTS.crypto.windowSeconds} seconds of trades`)).toEqual([
    `crypto.windowSeconds: last ${FACTS.crypto.windowSeconds} seconds`,
  ]);
});

test("futures rolls and the idempotency window typed by hand are found", () => {
  expect(
    found(`It rolls ${FACTS.commodities.rollBusinessDays} business days before the last trading day.`),
  ).toHaveLength(1);
  expect(found(`Results are kept for ${FACTS.idempotency.windowHours} hours under that key.`)).toHaveLength(1);
});

test("values read from the facts are not found", () => {
  expect(
    found('Up to <Fact path="quota.maxSymbolsPerBatch" /> symbols, {{facts.plans.free.httpPerMinute}} per minute.'),
  ).toEqual([]);
});
