/** @jest-environment node */
import { parseSpecDocument } from "../../src/lib/openapi/document";
import { checkWithAsyncApiParser } from "../../src/node/asyncapi-validate";
import { readResolved } from "../fixtures/facts";

// As the build reads it: facts placeholders resolved.
const SPEC = readResolved("specs/websocket.asyncapi.yaml");
const check = (text: string) => checkWithAsyncApiParser(text, parseSpecDocument(text, "specs/websocket.asyncapi.yaml"));

test("the site's spec has no error-level diagnostics", async () => {
  await expect(check(SPEC)).resolves.toBeUndefined();
});

test("an invalid document stops naming the line and the pointer where the problem is written", async () => {
  const broken = SPEC.replace("address: /crypto", "address: 42");
  const line = broken.split("\n").findIndex((text) => text.includes("address: 42")) + 1;
  await expect(check(broken)).rejects.toThrow(
    `specs/websocket.asyncapi.yaml:${line} (#/channels/crypto/address): "address" property type must be string,null (asyncapi-document-resolved).`,
  );
});
