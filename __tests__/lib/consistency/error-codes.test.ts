/** @jest-environment node */
import { codeMentions, errorCodeProblems, errorCodesByStatus } from "../../../src/lib/consistency/error-codes";
import type { Unit } from "../../../src/lib/consistency/units";

const CODES = new Map([
  ["400", new Set(["invalid_parameter"])],
  ["401", new Set(["missing_api_key", "invalid_api_key"])],
  ["429", new Set(["rate_limited", "quota_exceeded"])],
  ["5xx", new Set(["upstream_unavailable"])],
]);
const KNOWN = new Set([...CODES.values()].flatMap((set) => [...set]));
const text = (value: string): Unit => ({ kind: "text", text: value, line: 1, section: "" });

test("finds a status with its codes in prose, tables and HTTP responses", () => {
  expect(codeMentions("it returns `429 rate_limited` at once", KNOWN)).toEqual([
    { status: "429", codes: ["rate_limited"] },
  ]);
  expect(codeMentions("you get a `429` response with the code `quota_exceeded`", KNOWN)).toEqual([
    { status: "429", codes: ["quota_exceeded"] },
  ]);
  expect(codeMentions("| 401 | `missing_api_key`, `invalid_api_key` | Check the key |", KNOWN)).toEqual([
    { status: "401", codes: ["missing_api_key", "invalid_api_key"] },
  ]);
  expect(codeMentions('HTTP/1.1 429 Too Many Requests\n\n{"error":{"code":"rate_limited"}}', KNOWN)).toEqual([
    { status: "429", codes: ["rate_limited"] },
  ]);
  expect(codeMentions("Responses with `401`, `429` and `5xx` don't count.", KNOWN)).toEqual([]);
});

test("a code of another status is a problem", () => {
  expect(errorCodeProblems(text("A bad key returns `400 invalid_api_key`."), CODES)).toEqual([
    "`invalid_api_key` is named with status 400, but the spec's 400 responses have `invalid_parameter`",
  ]);
  expect(errorCodeProblems(text("A feed outage returns `503 upstream_unavailable`."), CODES)).toEqual([]);
});

test("a used-up daily quota must be quota_exceeded, even next to the per-minute limit", () => {
  expect(errorCodeProblems(text("Past 120 per minute or 10,000 per day, you get `429 rate_limited`."), CODES)).toEqual([
    "the text is about a used-up daily quota, which the spec answers with `429 quota_exceeded`, but it names `rate_limited`",
  ]);
  expect(
    errorCodeProblems(
      text("Past the per-minute limit you get `429 rate_limited`; past the daily quota, `429 quota_exceeded`."),
      CODES,
    ),
  ).toEqual([]);
  // A text about both limits that names the daily code only speaks of that one.
  expect(
    errorCodeProblems(
      text(
        "It doesn't count toward the per-minute limit or the daily quota, so a client that received `429 quota_exceeded` can call it.",
      ),
      CODES,
    ),
  ).toEqual([]);
});

test("the codes of each status come from the examples of the responses operations return", () => {
  const spec = {
    paths: {
      "/x": {
        get: {
          responses: {
            "404": { $ref: "#/components/responses/NotFound" },
            "500": { content: { "application/json": { example: { error: { code: "upstream_unavailable" } } } } },
          },
        },
      },
    },
    components: {
      responses: {
        NotFound: { content: { "application/json": { examples: { a: { value: { error: { code: "not_found" } } } } } } },
      },
    },
  };
  expect(errorCodesByStatus(spec)).toEqual(
    new Map([
      ["404", new Set(["not_found"])],
      ["5xx", new Set(["upstream_unavailable"])],
    ]),
  );
});
