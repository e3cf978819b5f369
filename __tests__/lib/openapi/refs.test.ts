/** @jest-environment node */
import { parseSpecDocument } from "../../../src/lib/openapi/document";
import { checkAllRefs } from "../../../src/lib/openapi/refs";

const FILE = "specs/http-api.openapi.yaml";
const spec = (schemas: string) =>
  parseSpecDocument(
    `openapi: 3.1.0\ninfo: { title: T, version: "1" }\npaths: {}\ncomponents:\n  schemas:\n${schemas}`,
    FILE,
  );

test("a $ref to the whole spec names where it is written and why it never ends", () => {
  expect(() => checkAllRefs(spec("    Quote:\n      $ref: '#'\n"))).toThrow(
    `${FILE}:7 (#/components/schemas/Quote): $ref "#" refers to the whole spec, which contains this reference, so resolving it never ends. Fix:`,
  );
});

test("a schema that is a $ref to itself is a loop, named where it is written", () => {
  expect(() => checkAllRefs(spec("    Quote:\n      $ref: '#/components/schemas/Quote'\n"))).toThrow(
    `${FILE}:7 (#/components/schemas/Quote): $ref "#/components/schemas/Quote" never resolves: the references loop (#/components/schemas/Quote → #/components/schemas/Quote)`,
  );
});

test("two schemas that refer to each other are a loop", () => {
  expect(() =>
    checkAllRefs(spec("    A:\n      $ref: '#/components/schemas/B'\n    B:\n      $ref: '#/components/schemas/A'\n")),
  ).toThrow(
    /\(#\/components\/schemas\/[AB]\): \$ref "#\/components\/schemas\/[AB]" never resolves: the references loop/,
  );
});

test("a schema that refers to itself from a property is recursion, not a loop", () => {
  expect(() =>
    checkAllRefs(
      spec(
        "    Node:\n      type: object\n      properties:\n        child:\n          $ref: '#/components/schemas/Node'\n",
      ),
    ),
  ).not.toThrow();
});

test("a remote $ref names the file, line and pointer, and the fix", () => {
  expect(() =>
    checkAllRefs(
      spec(
        "    Quote:\n      type: object\n      properties:\n        price:\n          $ref: 'https://example.com/price.json'\n",
      ),
    ),
  ).toThrow(
    `${FILE}:10 (#/components/schemas/Quote/properties/price): $ref "https://example.com/price.json" is not a local reference: the build only follows "#/…" pointers into this spec and never fetches files or URLs. Fix: copy the definition`,
  );
});
