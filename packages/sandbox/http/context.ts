/** What a handler of one operation gets to answer a request, and what it returns. */
import type { Facts } from "../../../src/lib/facts/schema.ts";
import type { Json } from "../../../src/lib/tryit/json-schema.ts";
import type { Asset, Instrument, Market } from "../market/index.ts";
import type { PlanId } from "../plans.ts";
import type { Form } from "./multipart.ts";
import type { KeyUsage, PlanLimits } from "./limits.ts";

export interface HandlerContext {
  market: Market;
  facts: Facts;
  plan: PlanId;
  key: string;
  /** The moment of the request, in whole seconds. */
  now: number;
  /** A parameter as its schema types it, its documented default when absent, or undefined. */
  param(name: string): Json | undefined;
  /** The uploaded form, for multipart operations. */
  form: Form | null;
  /** A request header (name in any case). */
  header(name: string): string | undefined;
  /** The instant the plan sees an asset class's prices at, and whether that is delayed. */
  observe(asset: Asset): { at: number; delayed: boolean };
  /** The value of the spec's example of an operation's 200 response, where it is reference data. */
  example(route: string): Json | undefined;
  /** The key's counters and limits, for /account/usage. */
  usage(): { usage: KeyUsage; limits: PlanLimits };
  /** Answers kept per Idempotency-Key, for the uploads. */
  idempotency: Map<string, { fingerprint: string; at: number; status: number; body: unknown }>;
}

/** A handler answers 200 with the body it returns, or throws an ApiError. */
export type Handler = (context: HandlerContext) => unknown;

/** The text of a string parameter, or undefined. */
export function text(context: HandlerContext, name: string): string | undefined {
  const value = context.param(name);
  return typeof value === "string" ? value : undefined;
}

/** An integer parameter (its default when absent). */
export function integer(context: HandlerContext, name: string, fallback: number): number {
  const value = context.param(name);
  return typeof value === "number" ? value : fallback;
}

/** The instruments a handler looked up, with the instant its plan sees them at. */
export interface Observed<I extends Instrument = Instrument> {
  instrument: I;
  at: number;
  delayed: boolean;
}
