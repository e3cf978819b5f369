/** @jest-environment node */
import { compareVersions, runtimeProblems } from "../../../src/lib/consistency/runtime-features";
import { streamSampleProblems } from "../../../src/lib/consistency/stream-samples";
import { FACTS } from "../../fixtures/facts";

test("features newer than the promised runtime are found per language", () => {
  expect(compareVersions("1.21", "1.20")).toBe(1);
  expect(compareVersions("11", "11.0")).toBe(0);
  expect(
    runtimeProblems("go", "delay := min(a, b)", { ...FACTS, runtimes: { ...FACTS.runtimes, go: "1.20" } }),
  ).toEqual([
    "uses the built-in min or max, which needs go 1.21, but the guides promise go 1.20 or later (runtimes.go)",
  ]);
  expect(runtimeProblems("go", "delay := time.Second.Min(b)", FACTS)).toEqual([]);
  expect(
    runtimeProblems("java", 'switch (e) { case "quote" -> print(); }', {
      ...FACTS,
      runtimes: { ...FACTS.runtimes, java: "11" },
    }),
  ).toHaveLength(1);
  expect(
    runtimeProblems("java", 'switch (e) { case "quote" -> print(); }', {
      ...FACTS,
      runtimes: { ...FACTS.runtimes, java: "17" },
    }),
  ).toEqual([]);
  expect(runtimeProblems("text", "min(1)", FACTS)).toEqual([]);
});

test("a stream sample keeps the key on a server, watches for dead connections and fits max_symbols", () => {
  const good = `key = os.environ["TICKWIRE_API_KEY"]\nDEAD_AFTER = ${FACTS.websocket.deadConnectionSeconds}\nsymbols[: message["max_symbols"]]`;
  expect(streamSampleProblems(good, FACTS)).toEqual([]);
  expect(streamSampleProblems('fetch("/api/tickwire-key").then(connect)', FACTS)).toEqual([
    "puts the API key in a browser: open the stream from a backend and relay quotes to browsers instead",
    "doesn't read the key from the TICKWIRE_API_KEY environment variable of a server process",
    `has no watchdog that drops a connection silent for ${FACTS.websocket.deadConnectionSeconds} seconds (websocket.deadConnectionSeconds)`,
    "subscribes without reading max_symbols from the authenticated event, so a smaller plan ends it with 4008",
  ]);
});
