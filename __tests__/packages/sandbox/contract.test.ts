/** @jest-environment node */
/**
 * The contract, property-based: for every operation of the spec, random valid requests drawn
 * from its parameter schemas and the symbol lists get answers that conform to the documented
 * schema for their status (with the project's Ajv and with Try it's own check), and random
 * invalid ones get 400 invalid_parameter naming the parameter and the value sent.
 * SANDBOX_PROPERTY_RUNS sets the valid runs per operation (default 100, and half as many invalid
 * ones; `SANDBOX_PROPERTY_RUNS=1000` for a deeper run).
 */
import fc from "fast-check";
import type { HttpSandbox } from "../../../packages/sandbox/http/server.ts";
import type { Asset } from "../../../packages/sandbox/market/index.ts";
import { dateOf, utcDayOf } from "../../../packages/sandbox/market/time.ts";
import type { Schema } from "../../../src/lib/tryit/json-schema";
import type { TryItOperation, TryItParameter } from "../../../src/lib/tryit/operation";
import { loadContract, received, type Contract } from "./fixtures/contract";
import { MARKET, SESSION_INSTANT, SOURCES, newKey, startTestSandbox } from "./fixtures/sandbox";

const RUNS = Number(process.env.SANDBOX_PROPERTY_RUNS ?? 100);
jest.setTimeout(300_000);

const OPERATIONS = [...SOURCES.operations.values()].sort((a, b) => a.operationId.localeCompare(b.operationId));
const TODAY = utcDayOf(SESSION_INSTANT);

let sandbox: HttpSandbox;
let contract: Contract;
beforeAll(async () => {
  [sandbox, contract] = await Promise.all([startTestSandbox(), loadContract()]);
});
afterAll(() => sandbox?.close());

/** A request as the property draws it. */
interface Drawn {
  plan: "free" | "trial" | "enterprise" | "allinone";
  query: Record<string, string>;
  headers: Record<string, string>;
  form: Record<string, string> | null;
  file: string | null;
}

const ASSETS: readonly Asset[] = ["stocks", "indices", "currencies", "crypto", "commodities"];
/** The asset class of an operation's path, such as `stocks` for /stocks/quote. */
const assetOf = (operation: TryItOperation) => ASSETS.find((asset) => operation.path.startsWith(`/${asset}/`));

/** Days around the pinned moment: mostly within the last two years, sometimes further back or ahead. */
const date = fc
  .oneof(
    { weight: 8, arbitrary: fc.integer({ min: TODAY - 730, max: TODAY }) },
    { weight: 1, arbitrary: fc.integer({ min: TODAY - 12_000, max: TODAY + 800 }) },
  )
  .map(dateOf);

/** Each schema's arbitrary, built once: building one from a pattern costs far more than a draw. */
const bySchema = new WeakMap<Schema, fc.Arbitrary<string>>();

/** Values as the schema allows them. */
function fromSchema(schema: Schema): fc.Arbitrary<string> {
  let arbitrary = bySchema.get(schema);
  if (!arbitrary) {
    arbitrary = drawnFrom(schema);
    bySchema.set(schema, arbitrary);
  }
  return arbitrary;
}

function drawnFrom(schema: Schema): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...schema.enum.map(String));
  const types = ([] as string[]).concat(schema.type ?? []);
  if (types.includes("array") && schema.items) {
    const item = fromSchema(schema.items);
    return fc
      .array(item, { minLength: schema.minItems ?? 1, maxLength: Math.min(schema.maxItems ?? 5, 5) })
      .map((items) => items.join(","));
  }
  if (types.includes("integer")) {
    const min = schema.minimum ?? 0;
    return fc.integer({ min, max: schema.maximum ?? min + 20 }).map(String);
  }
  if (types.includes("number")) {
    const max = Math.min(schema.maximum ?? 1e6, 1e6);
    return fc.integer({ min: 1, max: max * 100 }).map((cents) => String(cents / 100));
  }
  if (schema.format === "date") return date;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  return fc.string({ minLength: 1, maxLength: 10 });
}

/** Symbols of the lists, mostly; sometimes any value the pattern allows (which may be unknown: a 404). */
function symbols(asset: Asset, schema: Schema, country?: string): fc.Arbitrary<string> {
  const listed = MARKET.instruments
    .list(asset)
    .filter((instrument) => !country || (instrument.asset === "stocks" && instrument.country === country))
    .map((instrument) => instrument.symbol);
  return fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...listed) }, { weight: 1, arbitrary: fromSchema(schema) });
}

const STOCK_COUNTRIES = [...new Set(MARKET.instruments.list("stocks").map((stock) => stock.country))];
const MARKET_IDS = MARKET.calendar.markets.map((market) => market.id).filter((id) => id !== "XCEC");
const CURRENCY_CODES = [...new Set(MARKET.instruments.list("currencies").flatMap((pair) => [pair.base, pair.quote]))];
const COINS = [...new Set(MARKET.instruments.list("crypto").map((pair) => pair.base))];
const FIATS = [...new Set(MARKET.instruments.list("crypto").map((pair) => pair.quote))];
const UPLOAD_SYMBOLS = MARKET.instruments.algo.map((entry) => entry.uploadSymbol);

/** One parameter's value, knowing what its name means in this API. */
function valueOf(operation: TryItOperation, parameter: TryItParameter, country: string): fc.Arbitrary<string> {
  const asset = assetOf(operation);
  const { name, schema } = parameter;
  if (name === "country" && operation.path.startsWith("/stocks/")) return fc.constant(country);
  if (asset && name === "symbol") return symbols(asset, schema, asset === "stocks" ? country : undefined);
  if (asset && name === "symbols") {
    const item = symbols(asset, schema.items ?? {}, asset === "stocks" ? country : undefined);
    return fc.array(item, { minLength: 1, maxLength: 6 }).map((list) => list.join(","));
  }
  if (name === "markets") return fc.subarray(MARKET_IDS, { minLength: 1, maxLength: 5 }).map((ids) => ids.join(","));
  if (operation.path === "/currencies/convert" && (name === "from" || name === "to"))
    return fc.constantFrom(...CURRENCY_CODES);
  if (operation.path === "/crypto/convert" && (name === "from" || name === "to"))
    return fc.constantFrom(...(name === "from" ? COINS : FIATS));
  if ((name === "base" || name === "quote") && asset === "currencies") return fc.constantFrom(...CURRENCY_CODES);
  if (name === "base" && asset === "crypto") return fc.constantFrom(...COINS);
  if (name === "quote" && asset === "crypto") return fc.constantFrom(...FIATS);
  if (name === "page") return fc.integer({ min: 1, max: 6 }).map(String);
  return fromSchema(schema);
}

const RUN_NAME = fc.stringMatching(/^[A-Za-z0-9 ]{1,30}$/);
const STRATEGY = "def initialize(context):\n    pass\n\ndef on_bar(context, bars):\n    pass\n";
const backtraderScript = (feeds: string[]) =>
  [
    "import backtrader as bt",
    "from tickwire.backtrader import TickwireData",
    "cerebro = bt.Cerebro()",
    ...feeds.map((feed) => `cerebro.adddata(TickwireData(dataname="${feed}"))`),
    "cerebro.run()",
    "",
  ].join("\n");

/**
 * A request every schema of the operation allows. The arbitraries of each country are built once,
 * not for every draw: building one from a pattern (fc.stringMatching) costs far more than drawing.
 */
function validRequest(operation: TryItOperation): fc.Arbitrary<Drawn> {
  const byCountry = new Map<string, fc.Arbitrary<Drawn>>();
  return fc.constantFrom(...STOCK_COUNTRIES).chain((country) => {
    let request = byCountry.get(country);
    if (!request) {
      request = validRequestIn(operation, country);
      byCountry.set(country, request);
    }
    return request;
  });
}

/** The same, with the stock country that `country` and the stock symbols are drawn from. */
function validRequestIn(operation: TryItOperation, country: string): fc.Arbitrary<Drawn> {
  const parameters = Object.fromEntries(
    operation.parameters.map((parameter) => {
      const value = valueOf(operation, parameter, country);
      return [
        `${parameter.in}:${parameter.name}`,
        parameter.required ? value : fc.option(value, { nil: undefined, freq: 2 }),
      ];
    }),
  ) as Record<string, fc.Arbitrary<string | undefined>>;
  const feeds = fc.subarray(UPLOAD_SYMBOLS, { minLength: 1, maxLength: 3 });
  const form =
    operation.body?.kind !== "multipart"
      ? fc.constant(null)
      : fc.record(
          {
            symbols: feeds.map((list) => list.join(",")),
            start_date: date,
            end_date: date,
            name: RUN_NAME,
            initial_capital: fc.integer({ min: 1000, max: 10_000_000 }).map(String),
            commission_percent: fc.integer({ min: 0, max: 500 }).map((n) => String(n / 100)),
          },
          {
            requiredKeys: operation.path === "/algo/backtesting" ? ["symbols", "start_date", "end_date"] : [],
          },
        );
  return fc
    .record({
      plan: fc.constantFrom("free", "trial", "enterprise", "allinone", "allinone"),
      values: fc.record(parameters),
      form,
    })
    .map(({ plan, values, form: fields }) => {
      const query: Record<string, string> = {};
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined) continue;
        const [location, name] = key.split(/:(.*)/s);
        if (location === "query") query[name] = value;
        else headers[name] = value;
      }
      const file =
        operation.body?.kind !== "multipart"
          ? null
          : operation.path === "/algo/backtesting"
            ? STRATEGY
            : backtraderScript((fields?.symbols ?? "AAPL").split(","));
      return { plan, query, headers, form: fields as Record<string, string> | null, file } satisfies Drawn;
    });
}

/** Sends a drawn request; the answer as the contract reads it. */
async function send(operation: TryItOperation, drawn: Drawn) {
  const url = `${sandbox.url}${operation.path}?${new URLSearchParams(drawn.query)}`;
  let body: FormData | undefined;
  if (drawn.file !== null) {
    body = new FormData();
    body.append("file", new Blob([drawn.file], { type: "text/x-python" }), "strategy.py");
    for (const [name, value] of Object.entries(drawn.form ?? {})) if (value !== undefined) body.append(name, value);
  }
  const response = await fetch(url, {
    method: operation.method.toUpperCase(),
    headers: { "X-API-Key": newKey(drawn.plan), ...drawn.headers },
    body,
  });
  return received(response);
}

describe.each(OPERATIONS.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation]))(
  "%s",
  (route, operation) => {
    test("random valid requests get answers that conform to the reference for their status", async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(validRequest(operation), async (drawn) => {
          const answer = await send(operation, drawn);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const problems = contract.problems(operation.method.toUpperCase(), operation.path, answer);
          if (problems.length > 0)
            throw new Error(`${route} → ${answer.status}: ${problems.join("; ")}\n${answer.body.slice(0, 500)}`);
          // Schema-valid requests are never refused for their parameters' shape.
          if (answer.status === 400 && /must match|must be one of|must be of type|is required/.test(answer.body))
            throw new Error(`${route}: a valid request was refused: ${answer.body}`);
        }),
        { numRuns: RUNS },
      );
      // Valid requests succeed too, not only fail in documented ways: the draws are the lists' own symbols and recent dates.
      expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    });

    const corruptible = operation.parameters.filter(
      (parameter) => parameter.in === "query" || parameter.in === "header",
    );
    (corruptible.length ? test : test.skip)(
      "random invalid requests get 400 invalid_parameter naming the parameter and the value",
      async () => {
        // Each parameter's arbitrary built once (see validRequest).
        const corruptions = new Map(
          corruptible.map((parameter) => [
            parameter,
            invalidValue(parameter).map((corrupt) => ({ parameter, ...corrupt })),
          ]),
        );
        const corruption = fc.constantFrom(...corruptible).chain((parameter) => corruptions.get(parameter)!);
        await fc.assert(
          fc.asyncProperty(validRequest(operation), corruption, async (drawn, { parameter, value, sent }) => {
            const target = parameter.in === "query" ? drawn.query : drawn.headers;
            if (value === undefined) delete target[parameter.name];
            else target[parameter.name] = value;
            const answer = await send(operation, { ...drawn, plan: "allinone" });
            const body = JSON.parse(answer.body) as { error?: { code: string; message: string } };
            const message = body.error?.message ?? "";
            const expected = value === undefined ? `${parameter.name} is required.` : sent;
            const ok =
              answer.status === 400 &&
              body.error?.code === "invalid_parameter" &&
              message.startsWith(parameter.name) &&
              message.includes(expected);
            if (!ok)
              throw new Error(
                `${route} with ${parameter.name}=${JSON.stringify(value)}: ${answer.status} ${answer.body}`,
              );
            expect(contract.problems(operation.method.toUpperCase(), operation.path, answer)).toEqual([]);
          }),
          { numRuns: Math.ceil(RUNS / 2) },
        );
      },
    );
  },
);

/** A corruption of one parameter: the value to send (undefined: left out) and how the 400 quotes it. */
interface Corruption {
  value: string | undefined;
  sent: string;
}

const NOT_IN_ENUM = fc.stringMatching(/^zz[a-z]{1,6}$/);
const LOWERCASE_ITEM = fc.stringMatching(/^[a-z]{1,4}$/);
const LETTERS = fc.stringMatching(/^[A-Za-z]{0,5}$/);

/** A value the parameter's schema refuses, or none at all for a required one. */
function invalidValue(parameter: TryItParameter): fc.Arbitrary<Corruption> {
  const { schema } = parameter;
  const types = ([] as string[]).concat(schema.type ?? []);
  const text = (value: string): Corruption => ({ value, sent: `${JSON.stringify(value)} was sent` });
  const number = (value: number): Corruption => ({ value: String(value), sent: `${value} was sent` });
  const options: fc.Arbitrary<Corruption>[] = [];
  if (parameter.required) options.push(fc.constant({ value: undefined, sent: "" }));
  if (schema.enum) options.push(NOT_IN_ENUM.map(text));
  else if (types.includes("integer")) {
    if (schema.minimum !== undefined) options.push(fc.integer({ min: -1000, max: schema.minimum - 1 }).map(number));
    if (schema.maximum !== undefined) options.push(fc.integer({ min: schema.maximum + 1, max: 1_000_000 }).map(number));
    options.push(fc.constantFrom("ten", "1e").map(text), fc.constant(number(1.5)));
  } else if (types.includes("number")) {
    if (schema.exclusiveMinimum !== undefined)
      options.push(fc.integer({ min: -100, max: schema.exclusiveMinimum }).map(number));
    if (schema.maximum !== undefined) options.push(fc.constant(number(schema.maximum * 10)));
    options.push(fc.constant(text("lots")));
  } else if (types.includes("array") && schema.items) {
    if (schema.maxItems !== undefined) {
      const count = schema.maxItems + 1;
      const value = Array.from({ length: count }, (_, i) => `A${i}`).join(",");
      options.push(fc.constant({ value, sent: `${count} were sent` }));
    }
    // An item the pattern refuses is named on its own.
    if (schema.items.pattern) options.push(LOWERCASE_ITEM.map((s) => ({ value: `ok!,${s}`, sent: '"ok!" was sent' })));
  } else if (schema.format === "date") options.push(fc.constantFrom("yesterday", "2024-13-01", "20240101").map(text));
  else if (schema.pattern) options.push(LETTERS.map((s) => text(`!${s}`)));
  return options.length ? fc.oneof(...options) : fc.constant({ value: undefined, sent: "" });
}
