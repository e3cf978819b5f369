/**
 * An example against the market's answer to the same question: every number, date and timestamp
 * the example shows where the answer has one too is a value the market determines. Names,
 * symbols, flags and the fields an example leaves out are not compared.
 */
import type { ValuePath } from "./locate";

/** A value of an example that the market determines, and the market's value. */
export interface MarketValue {
  path: ValuePath;
  actual: number | string;
  expected: number | string;
  /** What the value is about: `AAPL:us`, `BTCUSD`, `EUR to JPY`. */
  subject: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z)?$/;

/** A number, or a date or timestamp string. */
export const isMarketScalar = (value: unknown): value is number | string =>
  (typeof value === "number" && Number.isFinite(value)) || (typeof value === "string" && DATE.test(value));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** What an object is about, when it says: a symbol (with its country), or a conversion's currencies. */
export function subjectOf(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  if (typeof value.symbol === "string")
    return typeof value.country === "string" && !value.symbol.includes(":")
      ? `${value.symbol}:${value.country}`
      : value.symbol;
  if (typeof value.from === "string" && typeof value.to === "string" && "rate" in value)
    return `${value.from} to ${value.to}`;
  return undefined;
}

/**
 * The values of `example` that the market determines, each with the answer's value at the same
 * place. Arrays are compared item by item (a batch in request order, a page of bars).
 */
export function marketValues(example: unknown, answer: unknown, path: ValuePath = [], subject = ""): MarketValue[] {
  if (Array.isArray(example))
    return example.flatMap((item, index) =>
      marketValues(item, Array.isArray(answer) ? answer[index] : undefined, [...path, index], subject),
    );
  if (isRecord(example)) {
    const about = subjectOf(example) ?? subject;
    return Object.entries(example).flatMap(([key, item]) =>
      marketValues(item, isRecord(answer) ? answer[key] : undefined, [...path, key], about),
    );
  }
  if (!isMarketScalar(example) || !isMarketScalar(answer) || typeof example !== typeof answer) return [];
  return [{ path, actual: example, expected: answer, subject }];
}

/** The value at a path, or undefined. */
export function valueAtPath(root: unknown, path: ValuePath): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      Array.isArray(node) && typeof key === "number" ? node[key] : isRecord(node) ? node[String(key)] : undefined,
    root,
  );
}
