/** @jest-environment node */
import { validate } from "@readme/openapi-parser";
import fs from "fs";
import os from "os";
import path from "path";
import { parseDocument } from "yaml";
import { FACTS_FILE, parseFacts, resolveFacts } from "../../src/lib/facts/load";
import { parseSpecDocument } from "../../src/lib/openapi/document";
import { checkWithAsyncApiParser, offlineParser } from "../../src/node/asyncapi-validate";
import { checkWithOpenApiParser, LOCAL_ONLY } from "../../src/node/openapi-validate";
import { startRecordingServer, type RecordingServer } from "../fixtures/recording-server";

const OPENAPI = "specs/http-api.openapi.yaml";
const ASYNCAPI = "specs/websocket.asyncapi.yaml";

let server: RecordingServer;
let dir: string;
beforeAll(async () => {
  server = await startRecordingServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "local-refs-"));
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  server.hits.length = 0;
});

/**
 * A copy of a real spec, in a temporary folder, with a `$ref` to the recording server at `at`.
 * Returns its text, its parsed document (named as the copy) and the line the `$ref` is on.
 */
function specWithRemoteRef(spec: string, at: Array<string | number>) {
  // As the build reads it: with the facts placeholders resolved.
  const document = parseDocument(
    resolveFacts(fs.readFileSync(spec, "utf8"), parseFacts(fs.readFileSync(FACTS_FILE, "utf8")), spec),
  );
  document.setIn(at, document.createNode({ $ref: server.url }));
  const text = document.toString({ lineWidth: 0 });
  const file = path.join(dir, path.basename(spec));
  fs.writeFileSync(file, text);
  const line = text.split("\n").findIndex((row) => row.includes(server.url)) + 1;
  return { text, document: parseSpecDocument(fs.readFileSync(file, "utf8"), file), file, line };
}

const pointerOf = (at: Array<string | number>) =>
  `#/${at.map((token) => String(token).replace(/~/g, "~0").replace(/\//g, "~1")).join("/")}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the AsyncAPI validator never fetches a remote $ref", () => {
  test.each([
    ["a message payload", ["components", "messages", "auth", "payload"]],
    ["a schema property", ["components", "schemas", "symbols", "items"]],
    ["a channel parameter", ["channels", "crypto", "parameters", "venue"]],
  ])("in %s: 0 requests, and an error naming the file, line and pointer", async (_place, at) => {
    const { text, document, file, line } = specWithRemoteRef(ASYNCAPI, at);
    const started = Date.now();
    const failure = await checkWithAsyncApiParser(text, document).then(
      () => null,
      (error: Error) => error,
    );
    expect(failure?.name).toBe("AuthorError");
    expect(failure?.message).toMatch(
      new RegExp(
        `^${escape(file)}:${line} \\(${escape(pointerOf(at))}\\): \\$ref "${escape(server.url)}" is not a local reference`,
      ),
    );
    expect(failure?.message).toMatch(/Fix: /);
    expect(server.hits).toEqual([]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test("the parser itself is configured to read nothing outside the spec", async () => {
    // Past the site's own check: the parser alone is handed a remote $ref.
    const { text } = specWithRemoteRef(ASYNCAPI, ["components", "messages", "auth", "payload"]);
    const blocked: string[] = [];
    await (await offlineParser(blocked)).parse(text);
    expect(blocked).toEqual([server.url]);
    expect(server.hits).toEqual([]);
  });
});

describe("the OpenAPI validator never fetches a remote $ref", () => {
  test.each([
    ["a response payload", ["paths", "/markets", "get", "responses", "200", "content", "application/json", "schema"]],
    ["a schema property", ["components", "schemas", "Quote", "properties", "symbol"]],
    ["a parameter", ["components", "parameters", "Page"]],
  ])("in %s: 0 requests, and an error naming the file, line and pointer", async (_place, at) => {
    const { document, file, line } = specWithRemoteRef(OPENAPI, at);
    const failure = await checkWithOpenApiParser(document).then(
      () => null,
      (error: Error) => error,
    );
    expect(failure?.name).toBe("AuthorError");
    expect(failure?.message).toMatch(
      new RegExp(
        `^${escape(file)}:${line} \\(${escape(pointerOf(at))}\\): \\$ref "${escape(server.url)}" is not a local reference`,
      ),
    );
    expect(server.hits).toEqual([]);
  });

  test("the parser itself is configured to read nothing outside the spec", async () => {
    const { document } = specWithRemoteRef(OPENAPI, ["components", "schemas", "Quote", "properties", "symbol"]);
    await validate(structuredClone(document.root) as Parameters<typeof validate>[0], LOCAL_ONLY).catch(() => undefined);
    expect(server.hits).toEqual([]);
  });
});
