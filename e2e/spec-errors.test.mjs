import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import YAML, { parseDocument } from "yaml";
import { resolveFactPlaceholders } from "../src/lib/facts/placeholders.ts";
import { assertExitedWithError, buildSite, copySite } from "./site-copy.mjs";

const SPEC = "specs/http-api.openapi.yaml";
const WS_SPEC = "specs/websocket.asyncapi.yaml";

let site;
before(() => {
  site = copySite();
});
after(() => fs.rmSync(site, { recursive: true, force: true }));

/**
 * Edits a spec of the copy as a YAML document, builds, restores the spec and returns the result.
 * The spec's {{facts.…}} placeholders are resolved first, as the build would: they are not YAML
 * until then.
 */
async function buildWithSpec(edit, spec = SPEC) {
  const target = path.join(site, spec);
  const original = fs.readFileSync(target, "utf8");
  const facts = YAML.parse(fs.readFileSync(path.join(site, "content/facts.yaml"), "utf8"));
  const document = parseDocument(resolveFactPlaceholders(original, facts, spec));
  edit(document);
  fs.writeFileSync(target, document.toString({ lineWidth: 0 }));
  try {
    return await buildSite(site);
  } finally {
    fs.writeFileSync(target, original);
  }
}

/** The build failed naming the spec, a line and a JSON pointer, with `pattern`, and no stack trace. */
function assertStoppedWith(result, pattern, spec = SPEC) {
  assertExitedWithError(result);
  assert.match(result.output, pattern, `--- output ---\n${result.output.slice(-3000)}`);
  assert.ok(
    new RegExp(`${spec.replace(/[./]/g, "\\$&")}:\\d+ \\(#/`).test(result.output),
    "the message names the file, a line and a pointer",
  );
  assert.doesNotMatch(result.output, /^\s+at .+:\d+:\d+\)?$/m, "the output has a stack trace");
}

/** The first operation of the spec: its path and method. */
function firstOperation(document) {
  const [pathItem] = document.get("paths").items;
  const [method] = pathItem.value.items.filter((item) => item.key.value !== "parameters");
  return { path: pathItem.key.value, method: method.key.value, pathItem };
}

describe("a broken HTTP API spec stops the build with the file, line and JSON pointer", () => {
  test("a dangling $ref", async () => {
    const result = await buildWithSpec((document) => {
      const { path: first, method } = firstOperation(document);
      document.setIn(
        ["paths", first, method, "responses", "200", "content", "application/json", "schema"],
        document.createNode({ $ref: "#/components/schemas/Qoute" }),
      );
    });
    assertStoppedWith(result, /\$ref "#\/components\/schemas\/Qoute" points to nothing/);
  });

  test("an undeclared path parameter", async () => {
    const result = await buildWithSpec((document) => {
      const { pathItem } = firstOperation(document);
      pathItem.key.value = `${pathItem.key.value}/{venue}`;
    });
    assertStoppedWith(result, /path parameter "\{venue\}" of .+ is not declared/);
  });

  test("an example that does not match its schema", async () => {
    const result = await buildWithSpec((document) => {
      const { path: first, method } = firstOperation(document);
      const media = ["paths", first, method, "responses", "200", "content", "application/json"];
      document.deleteIn([...media, "examples"]);
      document.setIn([...media, "example"], "not an object");
    });
    assertStoppedWith(result, /example does not match its schema/);
  });

  test("two pages on one route", async () => {
    const result = await buildWithSpec((document) => {
      const markets = document.getIn(["paths", "/markets", "get"]);
      markets.set("operationId", "crypto");
    });
    assertStoppedWith(result, /two pages would have the route \/docs\/api\/crypto/);
  });
});

describe("a broken WebSocket spec stops the build with the file, line and JSON pointer", () => {
  test("an invalid document", async () => {
    const result = await buildWithSpec((document) => {
      document.setIn(["channels", "crypto", "address"], 42);
    }, WS_SPEC);
    assertStoppedWith(result, /#\/channels\/crypto\/address\): "address" property type must be string/, WS_SPEC);
  });

  test("an example that does not match its payload", async () => {
    const result = await buildWithSpec((document) => {
      document.setIn(["components", "messages", "auth", "examples", 0, "payload", "key"], 42);
    }, WS_SPEC);
    assertStoppedWith(result, /example does not match its schema .*at \/key must be string/, WS_SPEC);
  });
});
