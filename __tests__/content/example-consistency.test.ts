/** @jest-environment node */
/**
 * The examples of both specs and of the guides describe one market: one price per symbol and
 * instant, a previous close equal to the previous daily bar's close, changes that follow from
 * them, conversions at the quoted rate, one open per trading day; and the key rows of a usage
 * example can be told apart, as key rotation needs.
 */
import { csvRows, marketProblems, observe, type MarketExample } from "../../src/lib/consistency/market-examples";
import { blockBody, responseBlocks } from "../../src/lib/consistency/response-blocks";
import { specOperations } from "../../src/lib/consistency/spec-text";
import { isObject } from "../../src/lib/openapi/document";
import { FACTS, HTTP_SPEC, WS_SPEC, loadGuides, loadSpec } from "../fixtures/content-corpus";

const http = loadSpec(HTTP_SPEC);
const ws = loadSpec(WS_SPEC);
const paths = [...new Set(specOperations(http).map((operation) => operation.path))];
const assetOf = (path: string) => /^\/(stocks|indices|currencies|crypto|commodities)\//.exec(path)?.[1];

/** Examples of the HTTP spec's responses, with the asset class of their operation. */
function httpExamples(): MarketExample[] {
  return specOperations(http).flatMap(({ path, pointer, operation }) => {
    const responses = isObject(operation.responses) ? operation.responses : {};
    return Object.entries(responses).flatMap(([status, response]) => {
      const media = isObject(response) && isObject(response.content) ? response.content["application/json"] : undefined;
      if (!isObject(media)) return [];
      const named = isObject(media.examples) ? Object.entries(media.examples).map(([name, item]) => [`examples/${name}`, isObject(item) ? item.value : undefined] as const) : [];
      return [...("example" in media ? [["example", media.example] as const] : []), ...named].map(([name, value]) => ({ where: `${HTTP_SPEC} ${pointer}/responses/${status}/${name}`, value, asset: assetOf(path) }));
    });
  });
}

/** Examples of the WebSocket spec's messages. */
function wsExamples(): MarketExample[] {
  const messages = isObject(ws.components) && isObject(ws.components.messages) ? ws.components.messages : {};
  return Object.entries(messages).flatMap(([name, message]) =>
    isObject(message) && Array.isArray(message.examples)
      ? message.examples.map((example, index) => ({ where: `${WS_SPEC} #/components/messages/${name}/examples/${index}`, value: isObject(example) ? example.payload : undefined }))
      : [],
  );
}

/** JSON and CSV examples of the guides. */
function guideExamples(): MarketExample[] {
  return loadGuides().flatMap(({ file, units }) => {
    const bound = new Map(responseBlocks(units, FACTS.hosts.api.baseUrl, paths).map((block) => [block.unit, block.operation]));
    return units.flatMap((unit): MarketExample[] => {
      if (unit.kind !== "code") return [];
      const where = `${file}:${unit.line}`;
      const csv = /^(?:date|timestamp),symbol,/.test(unit.value);
      if (csv) return [{ where, value: csvRows(unit.value), asset: /tickwire\/(\w+)\//.exec(unit.title ?? "")?.[1] }];
      const parsed = blockBody(unit);
      if (parsed) return [{ where, value: parsed.body, asset: assetOf(bound.get(unit)?.path ?? "") }];
      if (unit.lang !== "json") return [];
      // One message per line, as the WebSocket guides show a conversation.
      return unit.value.split("\n").flatMap((line) => {
        try {
          return [{ where, value: JSON.parse(line) as unknown }];
        } catch {
          return [];
        }
      });
    });
  });
}

test("the examples of both specs and the guides describe one market", () => {
  const examples = [...httpExamples(), ...wsExamples(), ...guideExamples()];
  const found = observe(examples);
  expect(found.quotes.length).toBeGreaterThan(30);
  expect(found.bars.length).toBeGreaterThan(15);
  expect(found.conversions.length).toBeGreaterThan(2);
  expect(marketProblems(found, FACTS.fx)).toEqual([]);
});

test("the keys of a usage example can be told apart", () => {
  const problems: string[] = [];
  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, `${where}/${index}`));
    if (!isObject(value)) return;
    if (Array.isArray(value.keys) && "requests" in value) {
      const ids = value.keys.map((row) => (isObject(row) ? `${String(row.id)} ${String(row.last_four)}` : ""));
      if (new Set(ids).size !== ids.length || ids.some((id) => id.includes("undefined"))) problems.push(`${where}: key rows need a distinct id and last_four: ${ids.join("; ")}`);
    }
    for (const [name, child] of Object.entries(value)) visit(child, `${where}/${name}`);
  };
  for (const { where, value } of [...httpExamples(), ...guideExamples()]) visit(value, where);
  expect(problems).toEqual([]);
});
