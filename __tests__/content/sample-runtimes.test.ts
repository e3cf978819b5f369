/** @jest-environment node */
/**
 * Every code sample runs on the oldest runtime the guides promise (`runtimes` in
 * content/facts.yaml), and every WebSocket client sample, in the guides and on the channel pages,
 * keeps the key on a server, drops a dead connection and subscribes within `max_symbols`.
 */
import { runtimeProblems } from "../../src/lib/consistency/runtime-features";
import { specSamples } from "../../src/lib/consistency/spec-text";
import { streamSampleProblems } from "../../src/lib/consistency/stream-samples";
import { siteLanguageOfFence } from "../../src/lib/languages";
import { FACTS, HTTP_SPEC, loadGuides, loadSpec, loadStreamSamples } from "../fixtures/content-corpus";

const guides = loadGuides();
const streamSamples = loadStreamSamples();
/** The guides' WebSocket clients: samples that subscribe on a stream URL. */
const guideStreamClients = guides.flatMap(({ file, units }) =>
  units.flatMap((unit) => (unit.kind === "code" && unit.value.includes(FACTS.hosts.stream.baseUrl) && /["']subscribe["']/.test(unit.value) && /\bconnect\b/i.test(unit.value) ? [{ where: `${file}:${unit.line}`, lang: unit.lang, source: unit.value }] : [])),
);

test("the samples use no feature newer than the runtimes the guides promise", () => {
  const fromGuides = guides.flatMap(({ file, units }) =>
    units.flatMap((unit) => (unit.kind === "code" ? runtimeProblems(siteLanguageOfFence(unit.lang) ?? unit.lang, unit.value, FACTS).map((problem) => `${file}:${unit.line}: ${problem}`) : [])),
  );
  const fromSpec = specSamples(loadSpec(HTTP_SPEC)).flatMap(({ pointer, lang, source }) => runtimeProblems(lang, source, FACTS).map((problem) => `${pointer}: ${problem}`));
  const fromChannels = streamSamples.flatMap(({ where, lang, source }) => runtimeProblems(lang, source, FACTS).map((problem) => `${where}: ${problem}`));
  expect([...fromGuides, ...fromSpec, ...fromChannels]).toEqual([]);
});

test("every WebSocket client keeps the key on a server, drops dead connections and fits max_symbols", () => {
  expect(streamSamples.length).toBeGreaterThanOrEqual(30);
  expect(guideStreamClients.length).toBeGreaterThanOrEqual(4);
  const problems = [...streamSamples, ...guideStreamClients].flatMap(({ where, source }) => streamSampleProblems(source, FACTS).map((problem) => `${where}: ${problem}`));
  expect(problems).toEqual([]);
});
