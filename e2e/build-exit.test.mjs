import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import { after, before, describe, test } from "node:test";
import { assertExitedWithError, buildWithChange, copySite, WATCHDOG_LINE } from "./site-copy.mjs";

/** A failed build must end by itself within this, from start to exit, however many times it runs. */
const EXIT_BOUND_MS = 60_000;
const REPEATS = Number(process.env.E2E_EXIT_REPEATS ?? 5);

let site;
before(() => {
  site = copySite();
});
after(() => fs.rmSync(site, { recursive: true, force: true }));

const buildWith = (file, change) => buildWithChange(site, file, change, { timeoutMs: EXIT_BOUND_MS + 5_000 });

describe("a build that reports an author error exits non-zero promptly, every time", () => {
  test(`a sidebar YAML error, ${REPEATS} builds in a row`, async (t) => {
    let watchdogKills = 0;
    for (let run = 1; run <= REPEATS; run += 1) {
      const result = await buildWith("content/sidebars/main.yaml", (text) =>
        text.replace("label: Documentation", "label: [Documentation"),
      );
      assertExitedWithError(result);
      assert.match(result.output, /Invalid YAML in content\/sidebars\/main\.yaml:\d+:\d+:/);
      assert.ok(result.ms < EXIT_BOUND_MS, `run ${run} took ${result.ms} ms`);
      t.diagnostic(`run ${run}: ${result.signal ?? `exit ${result.code}`} after ${result.ms} ms`);
      if (WATCHDOG_LINE.test(result.output)) watchdogKills += 1;
    }
    // Reported so a regression of the exit path shows even while the watchdog keeps the bound.
    t.diagnostic(`exits that needed the watchdog: ${watchdogKills} of ${REPEATS}`);
  });
});

/** A loopback server that records every request: the build must send none. */
async function recordingServer() {
  const hits = [];
  const server = http.createServer((request, response) => {
    hits.push(request.url);
    response.end('{ "type": "string" }');
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    hits,
    url: `http://127.0.0.1:${server.address().port}/remote.json`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe("a remote $ref in a spec stops the build within seconds, with no request sent", () => {
  // Edited as text: the specs hold {{facts.…}} placeholders, which are YAML only once resolved.
  const cases = [
    [
      "specs/websocket.asyncapi.yaml",
      "#/components/messages/auth/payload",
      (text, url) =>
        text.replace(/(\n {4}auth:\n(?:.*\n)*? {6})payload:\n(?: {8}.*\n)+/, `$1payload: { $ref: "${url}" }\n`),
    ],
    [
      "specs/http-api.openapi.yaml",
      "#/components/schemas/Quote/properties/remote",
      (text, url) =>
        text.replace(/(\n {4}Quote:\n(?:.*\n)*? {6}properties:\n)/, `$1        remote: { $ref: "${url}" }\n`),
    ],
  ];
  for (const [spec, pointer, addRef] of cases) {
    test(spec, async () => {
      const server = await recordingServer();
      try {
        const result = await buildWith(spec, (text) => addRef(text, server.url));
        assertExitedWithError(result);
        assert.ok(
          result.output.includes(`(${pointer}): $ref "${server.url}" is not a local reference`),
          result.output.slice(-3000),
        );
        assert.match(result.output, new RegExp(`${spec.replace(/[./]/g, "\\$&")}:\\d+ \\(#/`));
        assert.deepEqual(server.hits, []);
        assert.ok(result.ms < EXIT_BOUND_MS, `the build took ${result.ms} ms`);
      } finally {
        await server.close();
      }
    });
  }
});
