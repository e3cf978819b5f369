import assert from "node:assert/strict";
import fs from "node:fs";
import { after, before, describe, test } from "node:test";
import { assertExitedWithError, buildWithChange, copySite } from "./site-copy.mjs";

let site;
before(() => {
  site = copySite();
});
after(() => fs.rmSync(site, { recursive: true, force: true }));

const buildWith = (file, change) => buildWithChange(site, file, change);

/** The build failed with `message` and printed no stack trace. */
function assertStoppedWith(result, message) {
  assertExitedWithError(result);
  assert.ok(
    result.output.includes(message),
    `expected the output to contain:\n${message}\n--- output ---\n${result.output.slice(-3000)}`,
  );
  assert.doesNotMatch(result.output, /^\s+at .+:\d+:\d+\)?$/m, "the output has a stack trace");
}

/** 1-based number of the first line of `text` matching `pattern`. */
const lineOf = (text, pattern) => text.split("\n").findIndex((line) => pattern.test(line)) + 1;

describe("an invalid symbol list stops the build naming the file, the entry's line and the field", () => {
  test("a coin without a name", async () => {
    const file = "content/symbols/crypto.yaml";
    const text = fs.readFileSync(file, "utf8");
    const entry = lineOf(text, /^ {2}- symbol: ADA$/);
    const result = await buildWith(file, (original) => original.replace("    name: Cardano\n", ""));
    assertStoppedWith(result, `Invalid symbol list ${file}:`);
    assertStoppedWith(result, `${file}:${entry}: coin "ADA" (entry at line ${entry}), field "name": Required`);
    assert.match(result.output, /name: Name of the coin, e\.g\. Bitcoin/);
  });

  test("a stock listed twice", async () => {
    const file = "content/symbols/stocks/us.yaml";
    const text = fs.readFileSync(file, "utf8");
    const first = lineOf(text, /symbol: AAPL,/);
    const repeat = text.trimEnd().split("\n").length + 1;
    const result = await buildWith(
      file,
      (original) =>
        `${original.trimEnd()}\n  - { symbol: AAPL, name: "Apple Inc.", exchange: XNAS, currency: USD, sector: Information Technology }\n`,
    );
    assertStoppedWith(
      result,
      `${file}:${repeat}: stock "AAPL" (entry at line ${repeat}), field "symbol": "AAPL" is also the symbol of the entry at line ${first}; list each ticker once`,
    );
  });
});
