/**
 * An author's mistake stops `gatsby build` at once, with the file and the line (or JSON pointer),
 * a fix and no stack trace: one failing build for each place of the build that reports errors —
 * the configuration, sourcing, node creation, page creation, the MDX compile and webpack. Every
 * other message of every kind of input is checked without Gatsby, in the jest corpus
 * (__tests__/corpus/author-errors.test.ts) and the unit tests of each checker.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { after, before, describe, test, type TestContext } from "node:test";
import { assertExitedWithError, buildWithChange, copySite, WATCHDOG_LINE, type BuildResult } from "./site-copy.ts";

let site: string;
before(() => {
  site = copySite();
});
after(() => fs.rmSync(site, { recursive: true, force: true }));

const buildWith = (file: string, change: (text: string) => string) => buildWithChange(site, file, change);

/** The build failed with `message`, printed no stack trace and ended by itself. */
function assertStoppedWith(result: BuildResult, message: string, t: TestContext): void {
  assertExitedWithError(result);
  assert.ok(
    result.output.includes(message),
    `expected the output to contain:\n${message}\n--- output ---\n${result.output.slice(-3000)}`,
  );
  assert.doesNotMatch(result.output, /^\s+at .+:\d+:\d+\)?$/m, "the output has a stack trace");
  // Reported so that a regression of the exit path shows even while the watchdog keeps the bound.
  t.diagnostic(
    `${result.signal ?? `exit ${result.code}`} after ${result.ms} ms${WATCHDOG_LINE.test(result.output) ? " (by the watchdog)" : ""}`,
  );
}

/** 1-based number of the last line of a file of the copy, plus `past`. */
const lineAfterEnd = (file: string, past = 1) =>
  fs.readFileSync(path.join(site, file), "utf8").split("\n").length + past;

/** A loopback server that records every request: the build must send none. */
async function recordingServer() {
  const hits: (string | undefined)[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request.url);
    response.end('{ "type": "string" }');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    hits,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/remote.json`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("an author error stops the build where it is found, naming the file and line", () => {
  test("configuration: an invalid siteUrl is reported against site.config.ts and its line, not gatsby-config", async (t) => {
    let changed = "";
    const result = await buildWith("site.config.ts", (text) => {
      changed = text.replace('siteUrl: "https://tickwire.io"', 'siteUrl: "tickwire.io/docs"');
      return changed;
    });
    const line = changed.split("\n").findIndex((text) => text.includes('siteUrl: "tickwire.io/docs"')) + 1;
    assertStoppedWith(
      result,
      `Invalid site URL in site.config.ts:${line} (siteUrl): "tickwire.io/docs" is not an absolute URL`,
      t,
    );
    assert.doesNotMatch(result.output, /gatsby-config/);
  });

  test("sourcing: a remote $ref in the HTTP spec stops the build while sourcing, with no request sent", async (t) => {
    const server = await recordingServer();
    try {
      // Edited as text: the spec holds {{facts.…}} placeholders, which are YAML only once resolved.
      const result = await buildWith("specs/http-api.openapi.yaml", (text) =>
        text.replace(/(\n {4}Quote:\n(?:.*\n)*? {6}properties:\n)/, `$1        remote: { $ref: "${server.url}" }\n`),
      );
      assertStoppedWith(
        result,
        `(#/components/schemas/Quote/properties/remote): $ref "${server.url}" is not a local reference`,
        t,
      );
      assert.match(result.output, /specs\/http-api\.openapi\.yaml:\d+ \(#/);
      assert.deepEqual(server.hits, []);
      // Stopped in the step that read the spec: how long that takes depends on the machine's load.
      assert.match(result.output, /not finished source and transform nodes/);
      assert.doesNotMatch(result.output, /building schema|createPages/);
    } finally {
      await server.close();
    }
  });

  test("node creation: invalid frontmatter names the file, the field and what is allowed", async (t) => {
    const result = await buildWith("content/docs/payments/trial.mdx", (text) =>
      text.replace(/^title: .*$/m, "sidebar_position: first"),
    );
    assertStoppedWith(result, "Invalid frontmatter in content/docs/payments/trial.mdx:", t);
    assert.match(result.output, /field "title": Required/);
    assert.match(
      result.output,
      /content\/docs\/payments\/trial\.mdx:2: field "sidebar_position": Expected number, received string/,
    );
  });

  test("page creation: an unknown doc id in a sidebar names the line and the closest ids", async (t) => {
    let line = 0;
    const result = await buildWith("content/sidebars/main.yaml", (text) => {
      line = text.split("\n").findIndex((candidate) => candidate.includes("id: platform/status")) + 1;
      return text.replace("id: platform/status", "id: platform/statuss");
    });
    assertStoppedWith(
      result,
      `content/sidebars/main.yaml:${line}: sidebar item refers to unknown doc id "platform/statuss".`,
      t,
    );
    assert.match(result.output, /Closest existing ids: "platform\/status"/);
  });

  test("MDX compile: malformed MDX names the file, line and column, and the fix", async (t) => {
    const line = lineAfterEnd("content/docs/payments/free.mdx");
    const result = await buildWith(
      "content/docs/payments/free.mdx",
      (text) => `${text}\nPrices start at {plan.price per month.\n`,
    );
    assertStoppedWith(result, `Invalid MDX in content/docs/payments/free.mdx:${line}:`, t);
    assert.match(result.output, /Fix: Braces start a JavaScript expression in MDX/);
  });

  test("webpack: a page module without a default export names the file and the fix", async (t) => {
    const result = await buildWith("src/templates/category-index.tsx", (text) =>
      text.replace("export default function", "export function"),
    );
    assertStoppedWith(result, "The page component src/templates/category-index.tsx has no default export.", t);
    assert.match(result.output, /Fix: export the page component as the module's default/);
  });
});
