/** @jest-environment node */
/**
 * Lists of values the specs document as open (new error codes, plans, freshness values, session
 * types can be added) are open in their schemas, so the generated clients that the HTTP guide
 * recommends keep working when a value is added; and an open list names its known values.
 */
import { openEnumProblems } from "../../src/lib/consistency/open-enums";
import { HTTP_SPEC, WS_SPEC, loadSpec } from "../fixtures/content-corpus";

test.each([HTTP_SPEC, WS_SPEC])("%s documents its open lists as open", (file) => {
  expect(openEnumProblems(loadSpec(file))).toEqual([]);
});

test("the lists the API adds values to are open", () => {
  const http = JSON.stringify(loadSpec(HTTP_SPEC).components);
  const ws = JSON.stringify(loadSpec(WS_SPEC).components);
  for (const [spec, name] of [
    [http, "Error"],
    [http, "DataAccess"],
    [http, "SessionType"],
    [ws, "errorCode"],
    [ws, "plan"],
  ] as const) {
    expect({ name, open: new RegExp(`"${name}":\\{[^{}]*"x-extensible-enum"`).test(spec) || (name === "Error" && /"code":\{[^{}]*"x-extensible-enum"/.test(spec)) }).toEqual({ name, open: true });
  }
});
