/** @jest-environment node */
/**
 * An error code the HTTP API and the streams both send means the same thing: a key problem (401)
 * closes a stream with 4003, data the plan doesn't include (403) with 4030, and any other client
 * error discards the message and keeps the connection; and no example is named after one code
 * while showing another.
 */
import { errorCodesByStatus } from "../../src/lib/consistency/error-codes";
import {
  exampleNameProblems,
  httpErrorExamples,
  sharedCodeProblems,
  streamCodes,
} from "../../src/lib/consistency/shared-error-codes";
import { httpSpec, wsSpec } from "../fixtures/content-examples";

const http = errorCodesByStatus(httpSpec);
const stream = streamCodes(wsSpec);

test("the stream's error code table is read, with the codes both APIs send", () => {
  const httpCodes = new Set([...http.values()].flatMap((codes) => [...codes]));
  const shared = stream.filter((row) => httpCodes.has(row.code)).map((row) => row.code);
  expect(shared.sort()).toEqual(["invalid_api_key", "invalid_parameter", "missing_api_key", "plan_restricted", "rate_limited", "unknown_symbol"]);
});

test("a code both APIs send does on a stream what its HTTP status means", () => {
  expect(sharedCodeProblems(http, stream)).toEqual([]);
});

test("no HTTP error example is named after a code it doesn't show", () => {
  const codes = new Set([...[...http.values()].flatMap((set) => [...set]), ...stream.map((row) => row.code)]);
  expect(httpErrorExamples(httpSpec).length).toBeGreaterThan(5);
  expect(exampleNameProblems(httpErrorExamples(httpSpec), codes)).toEqual([]);
});
