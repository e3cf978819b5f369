/** @jest-environment node */
import fs from "fs";
import { AuthorError } from "../../../src/lib/author-error";
import { checkWsLimits } from "../../../src/lib/asyncapi/limits";
import { parseFacts, resolveFacts } from "../../../src/lib/facts/load";
import { parseSpecDocument } from "../../../src/lib/openapi/document";

const FILE = "specs/websocket.asyncapi.yaml";
// The spec reads its numbers from content/facts.yaml; the build resolves them before parsing.
const text = resolveFacts(
  fs.readFileSync(FILE, "utf8"),
  parseFacts(fs.readFileSync("content/facts.yaml", "utf8")),
  FILE,
);
const lineOf = (needle: string) => text.split("\n").findIndex((line) => line.includes(needle)) + 1;

function messageOf(edited: string): string {
  try {
    checkWsLimits(parseSpecDocument(edited, FILE));
  } catch (error) {
    expect(error).toBeInstanceOf(AuthorError);
    return (error as Error).message;
  }
  throw new Error("expected an AuthorError");
}

test("the site's spec has valid limits", () => {
  expect(() => checkWsLimits(parseSpecDocument(text, FILE))).not.toThrow();
});

test("a string where a number belongs names the line, the pointer and what is allowed", () => {
  expect(messageOf(text.replace("maxSymbols: 5\n", 'maxSymbols: "five"\n'))).toBe(
    `${FILE}:${lineOf("maxSymbols: 5\n".trim())} (#/info/x-limits/plans/free/maxSymbols): x-limits.plans.free.maxSymbols must be a number (symbols per connection).` +
      " Fix: see info.x-limits in the WebSocket spec; every limit is a positive number.",
  );
});

test.each([
  ["authTimeoutSeconds: 10", "authTimeoutSeconds: -1", "#/info/x-limits/authTimeoutSeconds", "must be greater than 0"],
  ["maxMessageBytes: 65536", "maxMessageBytes: 1.5", "#/info/x-limits/maxMessageBytes", "must be a whole number"],
  [
    "delayedChannels: [commodities, indices, stocks]",
    "delayedChannels: stocks",
    "#/info/x-limits/plans/free/delayedChannels",
    "must be a list of channel names",
  ],
  [
    "delayedChannels: [commodities, indices, stocks]",
    "delayedChannels: [commodities, bonds]",
    "#/info/x-limits/plans/free/delayedChannels/1",
    'delayed channel "bonds" is not a channel',
  ],
  ["messagesPerSecond: 10", "messagesPerSecond: 10\n    burst: 3", "#/info/x-limits", 'unknown field "burst"'],
])("%s → %s is refused at %s", (from, to, pointer, message) => {
  expect(text).toContain(from);
  const result = messageOf(text.replace(from, to));
  expect(result).toContain(`(${pointer}): `);
  expect(result).toContain(message);
  expect(result).toMatch(new RegExp(`^${FILE}:\\d+ `));
});

test("a missing plan is required", () => {
  expect(messageOf(text.replace("      enterprise:\n", "      enterprize:\n"))).toContain(
    "x-limits.plans.enterprise is required",
  );
});
