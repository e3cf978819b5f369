/**
 * The algorithm uploads. The sandbox doesn't run Python: it checks the upload as the API does
 * (the form, the file, the symbols and dates), then answers with a buy-and-hold run of the
 * symbols over the market's daily bars, equally weighted, so the figures are real figures of
 * the simulated market. A repeated upload with the same Idempotency-Key replays the first answer.
 */
import { createHash } from "node:crypto";
import type { DailyClose, Instrument } from "../../market/index.ts";
import { roundTo } from "../../market/rounding.ts";
import { dateOf, dayNumber, isoSeconds, partsOf, utcDayOf } from "../../market/time.ts";
import { ApiError, invalidParameter, planRestricted, quoted, unknownSymbol } from "../errors.ts";
import { identifier } from "../../ids.ts";
import type { HandlerContext } from "../context.ts";
import type { UploadedFile } from "../multipart.ts";

/** Largest strategy file, as the reference states it (1 MB). */
const MAX_FILE_BYTES = 1024 * 1024;
/** Trading days per year, for the Sharpe ratio. */
const TRADING_DAYS = 252;
/** Backtrader's own starting cash, when neither the form nor the script sets one. */
const BACKTRADER_DEFAULT_CASH = 10_000;

type Engine = "tickwire" | "backtrader";

/** 403 unless the plan includes the algo endpoints. */
export function requireAlgo(context: HandlerContext): void {
  if (!context.facts.plans[context.plan].algo) {
    const names = Object.values(context.facts.plans)
      .filter((plan) => plan.algo)
      .map((plan) => plan.name);
    throw planRestricted(
      `The algo endpoints are part of the ${names.join(" and ")}, which the ${context.facts.plans[context.plan].name} plan doesn't include.`,
    );
  }
}

/** A symbol as uploads write it: the ticker uppercase, a stock's country lowercase. */
function uploadSymbol(raw: string): string {
  const [symbol, country] = raw.trim().split(":");
  return country === undefined ? symbol.toUpperCase() : `${symbol.toUpperCase()}:${country.toLowerCase()}`;
}

function fingerprint(engine: Engine, form: NonNullable<HandlerContext["form"]>): string {
  const hash = createHash("sha256").update(engine);
  for (const name of Object.keys(form.fields).sort()) hash.update(`\0${name}=${form.fields[name]}`);
  for (const name of Object.keys(form.files).sort()) hash.update(`\0${name}:`).update(form.files[name].bytes);
  return hash.digest("hex");
}

/** The first `datetime(Y, M, D)` after `keyword=` in a Backtrader script, as a day number. */
function scriptDate(script: string, keyword: string): number | undefined {
  // Any module prefix: `datetime(`, `datetime.datetime(`, or the reference's `dt.datetime(`.
  const match = new RegExp(`${keyword}\\s*=\\s*(?:\\w+\\.)*datetime\\((\\d{4}),\\s*(\\d{1,2}),\\s*(\\d{1,2})`).exec(
    script,
  );
  return match ? dayNumber(`${match[1]}-${match[2].padStart(2, "0")}-${match[3].padStart(2, "0")}`) : undefined;
}

function checkFile(engine: Engine, file: UploadedFile): string {
  if (file.bytes.length > MAX_FILE_BYTES)
    throw invalidParameter(`file must be at most 1 MB; ${file.fileName} has ${file.bytes.length} bytes.`);
  const script = file.bytes.toString("utf8");
  if (engine === "tickwire" && !/\bdef\s+on_bar\s*\(/.test(script))
    throw invalidParameter(
      `file ${quoted(file.fileName)} doesn't define on_bar(context, bars), which every strategy needs.`,
    );
  if (engine === "backtrader" && !/\.run\s*\(/.test(script))
    throw invalidParameter(`file ${quoted(file.fileName)} never calls cerebro.run(), so there is no run to record.`);
  return script;
}

/** The upload's symbols, each found in the backtesting list. */
function symbolsOf(
  context: HandlerContext,
  engine: Engine,
  script: string,
): { symbol: string; instrument: Instrument }[] {
  const form = context.form!;
  const raw =
    engine === "tickwire"
      ? (form.fields.symbols ?? "").split(",")
      : [...script.matchAll(/TickwireData\(\s*dataname\s*=\s*["']([^"']+)["']/g)].map((match) => match[1]);
  const symbols = [...new Set(raw.filter((s) => s.trim() !== "").map(uploadSymbol))];
  if (symbols.length === 0)
    throw invalidParameter(`file ${quoted(form.files.file.fileName)} adds no TickwireData feed; add one per symbol.`);
  if (symbols.length > 20) throw invalidParameter(`A backtest trades at most 20 symbols; ${symbols.length} were sent.`);
  const list = context.market.instruments.algo;
  const found = symbols.map((symbol) => list.find((entry) => entry.uploadSymbol === symbol));
  const missing = symbols.filter((_, i) => !found[i]);
  if (missing.length > 0)
    throw unknownSymbol(
      `${missing.map(quoted).join(", ")} ${missing.length === 1 ? "isn't" : "aren't"} available for backtesting. Check /algo/symbols for the symbols you can trade.`,
    );
  return symbols.map((symbol, i) => ({ symbol, instrument: found[i]!.instrument }));
}

function run(context: HandlerContext, engine: Engine) {
  requireAlgo(context);
  const form = context.form!;
  const file = form.files.file;
  const key = context.header("Idempotency-Key");
  const print = fingerprint(engine, form);
  if (key !== undefined) {
    const earlier = context.idempotency.get(key);
    // A repeated key replays the first answer for as long as the facts say results are kept.
    if (earlier && context.now - earlier.at < context.facts.idempotency.windowHours * 3_600_000) {
      if (earlier.fingerprint !== print)
        throw invalidParameter(
          `Idempotency-Key ${quoted(key)} was used for another upload; send a new key with a different file or form.`,
        );
      return { replay: earlier };
    }
  }
  const answer = (() => {
    try {
      return { status: 200, body: backtest(context, engine, file, key ?? `${context.now}/${print}`) };
    } catch (error) {
      if (error instanceof ApiError) return { status: error.status, body: error.body };
      throw error;
    }
  })();
  if (key !== undefined) context.idempotency.set(key, { fingerprint: print, at: context.now, ...answer });
  return { replay: null, ...answer };
}

function backtest(context: HandlerContext, engine: Engine, file: UploadedFile, runKey: string) {
  const form = context.form!;
  const script = checkFile(engine, file);
  const symbols = symbolsOf(context, engine, script);
  const yesterday = utcDayOf(context.now) - 1;
  const formDay = (name: string) => (form.fields[name] ? dayNumber(form.fields[name]) : undefined);
  const earliest = Math.max(...symbols.map(({ instrument }) => instrument.historyStart));
  const start = formDay("start_date") ?? scriptDate(script, "fromdate") ?? earliest;
  const end = formDay("end_date") ?? scriptDate(script, "todate") ?? yesterday;
  if (end > yesterday)
    throw invalidParameter(`end_date must be ${dateOf(yesterday)} or earlier; ${dateOf(end)} was sent.`);
  if (end <= start)
    throw invalidParameter(`end_date must be after start_date (${dateOf(start)}); ${dateOf(end)} was sent.`);
  if (start < earliest)
    throw invalidParameter(
      `start_date must be ${dateOf(earliest)} or later, when the history of every symbol has begun; ${dateOf(start)} was sent.`,
    );
  const cashText = form.fields.initial_capital ?? /setcash\(\s*([\d.]+)\s*\)/.exec(script)?.[1];
  const capital = cashText ? Number(cashText) : engine === "tickwire" ? 100_000 : BACKTRADER_DEFAULT_CASH;
  const commission = Number(form.fields.commission_percent ?? 0) / 100;

  const series = symbols.map(({ instrument }) => context.market.closes(instrument, start, end, context.now));
  const share = capital / symbols.length;
  const holdings = series.map((bars) => (bars.length ? (share * (1 - commission)) / bars[0].open : 0));
  const values = portfolioValues(series, holdings, share);
  const final = series.reduce(
    (sum, bars, i) => sum + (bars.length ? holdings[i] * bars[bars.length - 1].close * (1 - commission) : share),
    0,
  );
  const returns = values.slice(1).map((point, i) => point.value / values[i].value - 1);
  const mean = returns.reduce((s, r) => s + r, 0) / Math.max(1, returns.length);
  const deviation = Math.sqrt(returns.reduce((s, r) => s + (r - mean) ** 2, 0) / Math.max(1, returns.length - 1));
  const winning = series.filter(
    (bars, i) => bars.length && holdings[i] * bars[bars.length - 1].close * (1 - commission) > share,
  ).length;
  const years = Math.max(1 / 365.25, (end - start) / 365.25);
  const id = identifier("bt_", `${context.key}/${runKey}`);
  return {
    data: {
      id,
      name: form.fields.name ?? file.fileName,
      engine,
      symbols: symbols.map(({ symbol }) => symbol),
      start_date: dateOf(start),
      end_date: dateOf(end),
      currency: form.fields.currency ?? "USD",
      initial_capital: capital,
      final_value: roundTo(final, 2),
      summary: {
        total_return_percent: roundTo((final / capital - 1) * 100, 2),
        annualized_return_percent: roundTo(((final / capital) ** (1 / years) - 1) * 100, 2),
        max_drawdown_percent: roundTo(maxDrawdown(values.map((point) => point.value)) * 100, 2),
        sharpe_ratio: deviation > 0 ? roundTo((mean / deviation) * Math.sqrt(TRADING_DAYS), 2) : null,
        trades: symbols.length,
        winning_trades: winning,
        win_rate_percent: roundTo((winning / symbols.length) * 100, 2),
      },
      annual_returns: annualReturns(values, capital),
      logs:
        engine === "backtrader" ? [`Buy and hold of ${symbols.map(({ symbol }) => symbol).join(", ")} (sandbox)`] : [],
      submitted_at: isoSeconds(context.now),
      completed_at: isoSeconds(context.now),
      report_url: `${context.facts.hosts.dashboard}/algo/backtests/${id}`,
    },
  };
}

/** The portfolio's value on each day any symbol traded; a symbol keeps its last close between its days. */
function portfolioValues(series: DailyClose[][], holdings: number[], share: number): { day: number; value: number }[] {
  const days = [...new Set(series.flatMap((bars) => bars.map((bar) => bar.day)))].sort((a, b) => a - b);
  const last = series.map(() => 0);
  const cursor = series.map(() => 0);
  return days.map((day) => {
    let value = 0;
    series.forEach((bars, i) => {
      while (cursor[i] < bars.length && bars[cursor[i]].day <= day) last[i] = bars[cursor[i]++].close;
      value += last[i] === 0 ? share : holdings[i] * last[i];
    });
    return { day, value };
  });
}

function maxDrawdown(values: number[]): number {
  let peak = values[0] ?? 0;
  let worst = 0;
  for (const value of values) {
    peak = Math.max(peak, value);
    if (peak > 0) worst = Math.max(worst, 1 - value / peak);
  }
  return worst;
}

function annualReturns(values: { day: number; value: number }[], capital: number) {
  const result: { year: number; return_percent: number }[] = [];
  let before = capital;
  for (let i = 0; i < values.length; i += 1) {
    const year = partsOf(values[i].day).year;
    const lastOfYear = i === values.length - 1 || partsOf(values[i + 1].day).year !== year;
    if (!lastOfYear) continue;
    result.push({ year, return_percent: roundTo((values[i].value / before - 1) * 100, 2) });
    before = values[i].value;
  }
  return result;
}

/** The handler of an upload: the run's answer, or the first answer for a repeated Idempotency-Key. */
export const upload = (engine: Engine) => (context: HandlerContext) => {
  const result = run(context, engine);
  const answer = result.replay ?? result;
  if (answer.status !== 200) {
    const body = answer.body as { error: { code: ConstructorParameters<typeof ApiError>[1]; message: string } };
    throw new ApiError(answer.status, body.error.code, body.error.message);
  }
  return answer.body;
};
