/** @jest-environment node */
/**
 * Every quote carries `delayed` on both protocols: each quote schema and quote message requires
 * it, and each quote example writes it. Every price, level and bar of the examples has the
 * decimal places the precision facts give its asset class.
 */
import { observe } from "../../src/lib/consistency/market-examples";
import {
  httpQuoteSchemaProblems,
  precisionProblems,
  quoteExampleDelayedProblems,
  streamQuoteMessageProblems,
} from "../../src/lib/consistency/quote-fields";
import { FACTS } from "../fixtures/content-corpus";
import { allExamples, httpSpec, wsSpec } from "../fixtures/content-examples";

const examples = allExamples();
const found = observe(examples);

test("every quote schema of the HTTP spec and every quote message of the WebSocket spec requires `delayed`", () => {
  expect([...httpQuoteSchemaProblems(httpSpec), ...streamQuoteMessageProblems(wsSpec)]).toEqual([]);
});

test("every quote example of both specs and the guides carries `delayed`", () => {
  // Bulk files have columns of their own: a delayed flag is a field of the APIs' quotes.
  const quotes = observe(examples.filter((example) => !example.bulk));
  expect(quotes.quotes.length).toBeGreaterThan(30);
  expect(quoteExampleDelayedProblems(quotes)).toEqual([]);
});

test("every price, level and bar of the examples has its asset class's decimal places", () => {
  expect(found.quotes.filter((quote) => quote.asset).length).toBeGreaterThan(30);
  expect(found.bars.filter((bar) => bar.asset).length).toBeGreaterThan(10);
  expect(precisionProblems(found, FACTS.precision)).toEqual([]);
});
