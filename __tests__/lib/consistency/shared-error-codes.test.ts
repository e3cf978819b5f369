/** @jest-environment node */
import { exampleNameProblems, sharedCodeProblems, streamCodes } from "../../../src/lib/consistency/shared-error-codes";

const ws = {
  components: {
    schemas: {
      errorCode: {
        description: [
          "| Code | When | Connection |",
          "| --- | --- | --- |",
          "| `invalid_api_key` | The key is unknown | Closed with `4003` |",
          "| `rate_limited` | Too many messages | Closed with `4029` |",
          "| `invalid_json` | Not JSON | Stays open; the message is discarded |",
        ].join("\n"),
      },
    },
  },
};

test("the stream's table is read, and a shared code's connection must follow its HTTP status", () => {
  const stream = streamCodes(ws);
  expect(stream.map((row) => row.code)).toEqual(["invalid_api_key", "rate_limited", "invalid_json"]);
  const http = new Map([
    ["401", new Set(["invalid_api_key"])],
    ["429", new Set(["rate_limited"])],
  ]);
  expect(sharedCodeProblems(http, stream)).toEqual([
    '`rate_limited` is a 429 over HTTP, so on a stream its connection should match ^Stays open, but the table says "Closed with `4029`"',
  ]);
});

test("an example named after a code must show that code", () => {
  const codes = new Set(["too_many_symbols", "invalid_parameter"]);
  expect(
    exampleNameProblems(
      [
        { where: "a", name: "too_many_symbols", code: "invalid_parameter" },
        { where: "b", name: "batch_too_long", code: "invalid_parameter" },
      ],
      codes,
    ),
  ).toHaveLength(1);
});
