/** @jest-environment node */
import { forexTimeProblems, statementProblems, utcTimeOf } from "../../../src/lib/consistency/statements";
import { FACTS } from "../../fixtures/facts";

test("the FX day's end in UTC moves with New York's daylight saving time", () => {
  expect(utcTimeOf("2024-11-20", "17:00", "America/New_York")).toBe("22:00");
  expect(utcTimeOf("2024-07-15", "17:00", "America/New_York")).toBe("21:00");
});

test("FX hours stated in UTC alone, or a currency's UTC day, contradict the facts", () => {
  expect(
    statementProblems(
      "The currency stream is quiet from about 22:00 UTC on Friday to about 22:00 UTC on Sunday.",
      FACTS,
    ),
  ).toHaveLength(2);
  expect(statementProblems(`Currency rates update ${FACTS.fx.week} (${FACTS.fx.dayEndUtc}).`, FACTS)).toEqual([]);
  expect(
    statementProblems(
      "The close is the last mid rate of the UTC day for currencies, the last price of the UTC day for crypto.",
      FACTS,
    ),
  ).toHaveLength(1);
});

test("base metals are neither spot nor front-month prices", () => {
  expect(statementProblems("Metals are spot prices.", FACTS)).toHaveLength(1);
  expect(statementProblems("COPPER follows the front-month future.", FACTS)).toHaveLength(1);
  expect(
    statementProblems("Precious metals are spot prices, and base metals the LME three-month price.", FACTS),
  ).toEqual([]);
});

test("the crypto stream, Enterprise, request counting and delistings are described as the facts have them", () => {
  expect(
    statementProblems(
      "Tickwire sends one `quote` event for every update from the venue feed, without sampling or merging.",
      FACTS,
    ),
  ).toHaveLength(1);
  expect(statementProblems("Enterprise customers can upload trading strategies for backtesting.", FACTS)).toHaveLength(
    1,
  );
  expect(statementProblems("Pricing depends on add-ons such as bulk delivery.", FACTS)).toHaveLength(1);
  expect(statementProblems("Every request counts against your quota.", FACTS)).toHaveLength(1);
  expect(
    statementProblems("History of a delisted stock remains available within your plan's history window.", FACTS),
  ).toHaveLength(1);
  expect(statementProblems("History of a delisted stock is available in the bulk files.", FACTS)).toEqual([]);
});

test("FOREX sessions in examples open and close at the end of the FX day", () => {
  const session = (opens: string, closes: string) => ({
    market: "FOREX",
    sessions: [{ opens_at: opens, closes_at: closes }],
  });
  expect(forexTimeProblems(session("2024-11-19T22:00:00Z", "2024-11-20T22:00:00Z"), "#", FACTS)).toEqual([]);
  expect(forexTimeProblems(session("2024-07-09T22:00:00Z", "2024-07-10T21:00:00Z"), "#", FACTS)).toEqual([
    "#/sessions/0/opens_at: FOREX opens and closes at 17:00 New York time, 21:00 UTC on 2024-07-09, not 2024-07-09T22:00:00Z",
  ]);
});
