/** @jest-environment node */
import fs from "fs";
import { AuthorError } from "../../../src/lib/author-error";
import { parseFacts, resolveFacts } from "../../../src/lib/facts/load";
import { parseSpecDocument } from "../../../src/lib/openapi/document";
import { checkSpecLinks, findSpecUnsafeLinks } from "../../../src/lib/openapi/spec-links";
import { inlineSpec } from "../../fixtures/openapi-specs";

const SPEC = [
  "openapi: 3.1.0",
  "info:",
  "  title: T",
  "  version: '1'",
  "  description: See [the guide](/docs/api) and [status](https://status.tickwire.io).",
  "externalDocs:",
  "  url: JavaScript:alert(1)",
  "paths:",
  "  /quote:",
  "    get:",
  "      summary: Quote",
  "      description: |",
  "        Fetches a quote; [click me](javascript:alert(document.cookie)).",
  "      responses:",
  "        '200':",
  "          description: OK",
  "          content:",
  "            application/json:",
  "              example: { url: 'javascript:not-a-link' }",
  "tags:",
  "  - name: t",
  "    externalDocs: { url: 'data:text/html,x' }",
].join("\n");

test("externalDocs and Markdown links anywhere in the spec are found, examples are left alone", () => {
  expect(findSpecUnsafeLinks(inlineSpec(SPEC).root)).toEqual([
    { pointer: "#/externalDocs/url", url: "JavaScript:alert(1)", reason: 'the "javascript:" scheme is not allowed' },
    {
      pointer: "#/paths/~1quote/get/description",
      url: "javascript:alert(document.cookie)",
      reason: 'the "javascript:" scheme is not allowed',
    },
    { pointer: "#/tags/0/externalDocs/url", url: "data:text/html,x", reason: 'the "data:" scheme is not allowed' },
  ]);
});

test("the error names the file, line and pointer of the first, lists the others and gives the fix", () => {
  let caught: unknown;
  try {
    checkSpecLinks(inlineSpec(SPEC));
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(AuthorError);
  expect((caught as AuthorError).message).toBe(
    'inline.yaml:7 (#/externalDocs/url): unsafe link "JavaScript:alert(1)": the "javascript:" scheme is not allowed. ' +
      "(2 more: #/paths/~1quote/get/description, #/tags/0/externalDocs/url) " +
      "Fix: Link to an http(s):// or mailto: URL, a /docs path, a relative path or a #anchor.",
  );
});

test.each(["specs/http-api.openapi.yaml", "specs/websocket.asyncapi.yaml"])(
  "the site's spec %s has only safe links",
  (file) => {
    const facts = parseFacts(fs.readFileSync("content/facts.yaml", "utf8"));
    expect(
      findSpecUnsafeLinks(parseSpecDocument(resolveFacts(fs.readFileSync(file, "utf8"), facts, file), file).root),
    ).toEqual([]);
  },
);
