/** @jest-environment node */
import crypto from "node:crypto";
import zlib from "zlib";
import {
  buildLocalIndex,
  pageRecordIds,
  queryKeys,
  rankQuery,
  searchLocalIndex,
  type LocalIndex,
} from "../../../src/lib/search/engine";
import { createLocalSearchClient } from "../../../src/lib/search/local-client";
import { shardKey } from "../../../src/lib/search/shard-key";
import {
  decodePostings,
  encodePostings,
  recordFilesFor,
  splitIndex,
  termFilesFor,
  type SearchHeadFile,
} from "../../../src/lib/search/shards";
import type { SearchRecord } from "../../../src/lib/search/types";
import { pageRecord } from "./fixtures/record";
import { judgedQueries, PROVIDER_SIZE, syntheticRecords, syntheticTicker } from "./fixtures/synthetic-index";

const HASH = () => "0123456789";

/** The dialog's parameters (src/components/search/SearchDialog). */
const PARAMS = {
  hitsPerPage: 20,
  facetFilters: ["language:en", "version:current"],
  attributesToSnippet: ["content:24"],
  snippetEllipsisText: "…",
};

/** A client over the parts of `index`, from memory. */
function partsClient(index: LocalIndex) {
  const { head, files } = splitIndex(index, HASH);
  return createLocalSearchClient({
    head: async () => head,
    file: async (name) => JSON.parse(files.get(name) ?? "null") as unknown,
  });
}

/** What a response says, without its time. */
const answer = ({ processingTimeMS: _time, ...rest }: { processingTimeMS: number }) => rest;

/** The query and every beginning of it, as the dialog sends them while it is typed. */
const typing = (query: string) => Array.from(query, (_, i) => query.slice(0, i + 1));

describe("shard keys", () => {
  it("are a word's first two letters, or the word when shorter, counting code points", () => {
    expect(["quote", "qu", "q", "0x", "zus0001", "𠀀𠀁𠀂"].map(shardKey)).toEqual([
      "qu",
      "qu",
      "q",
      "0x",
      "zu",
      "𠀀𠀁",
    ]);
  });

  it("of a query: its words, a one-letter last word's every key, two words written together, synonyms", () => {
    expect(queryKeys("eur u")).toEqual([
      ["eu", false],
      ["u", true],
    ]);
    expect(queryKeys("rate limits")).toEqual(
      expect.arrayContaining([
        ["ra", false],
        ["li", false],
        // limits → quota, throttling
        ["qu", false],
        ["th", false],
      ]),
    );
    expect(queryKeys("a b")).toEqual(
      expect.arrayContaining([
        ["a", false],
        ["ab", false],
        ["b", true],
      ]),
    );
    expect(queryKeys("")).toEqual([]);
  });
});

describe("the index in parts", () => {
  it("writes postings as steps between records, and reads them back", () => {
    const postings = [(3 << 8) | 1, (3 << 8) | 0x82, (4 << 8) | 0, (9 << 8) | 5, (70000 << 8) | 6];
    expect(decodePostings(encodePostings(postings))).toEqual(postings);
  });

  it("tolerates no typo in a word's first two letters: they key its shard", () => {
    const index = buildLocalIndex([pageRecord("/docs/api/quote", "Quote"), pageRecord("/docs/api/limits", "Limits")]);
    const urls = (query: string) => searchLocalIndex(index, { query }).hits.map((hit) => hit.url);
    expect(urls("qutoe")).toEqual(["/docs/api/quote"]);
    expect(urls("limtis")).toEqual(["/docs/api/limits"]);
    expect(urls("qoute")).toEqual([]);
    expect(urls("ilmits")).toEqual([]);
  });

  it("keeps one letter's keys in its own files, and finds the files of a query's keys and of a page's records", () => {
    const records = ["alpha", "alps", "beta", "bet", "b"].map((word, n) => pageRecord(`/docs/${n}`, word));
    const { head, files } = splitIndex(buildLocalIndex(records), HASH, { terms: 1_000, records: 1 });
    expect(head.terms).toEqual([["al"], ["b", "be"]]);
    expect(termFilesFor(head, [["b", false]])).toEqual(["terms-1-0123456789.json"]);
    expect(termFilesFor(head, [["a", true]])).toEqual(["terms-0-0123456789.json"]);
    expect(recordFilesFor(head, [4, 1, 1])).toEqual([
      { file: "records-1-0123456789.json", first: 1 },
      { file: "records-4-0123456789.json", first: 4 },
    ]);
    expect([...files.keys()]).toHaveLength(2 + records.length);
  });

  it("names each file by its own content: a change renames the files it touches, and only those", () => {
    const byContent = (body: string) => crypto.createHash("sha256").update(body).digest("hex").slice(0, 10);
    const records = ["alpha", "alps", "beta", "bet", "b"].map((word, n) => pageRecord(`/docs/${n}`, word));
    const split = (list: SearchRecord[]) => splitIndex(buildLocalIndex(list), byContent, { terms: 1_000, records: 1 });
    const before = split(records);
    const after = split(records.map((record, n) => (n === 3 ? pageRecord("/docs/3", "betting") : record)));
    const names = (parts: typeof before) => [...parts.files.keys()];
    const renamed = names(after).filter((name) => !before.files.has(name));
    expect(renamed.sort()).toEqual(
      [after.head.hashes.records[3], after.head.hashes.terms[1]]
        .map((hash, n) => (n === 0 ? `records-3-${hash}.json` : `terms-1-${hash}.json`))
        .sort(),
    );
    expect(names(before).filter((name) => !after.files.has(name))).toHaveLength(2);
    // Every name the head leads to is a file of the split.
    for (const file of termFilesFor(after.head, [
      ["b", false],
      ["a", true],
    ]))
      expect(after.files.has(file)).toBe(true);
  });
});

describe(`at a provider's size (${PROVIDER_SIZE.symbols} symbols, ${PROVIDER_SIZE.guides} guides)`, () => {
  const records: SearchRecord[] = syntheticRecords();
  const whole = buildLocalIndex(records);
  const tickers = ["AAPL", "BRK.B", "SAP:de", syntheticTicker(0), syntheticTicker(7_777), syntheticTicker(14_999)];

  it("answers every judged query, and each ticker as it is typed, as the whole index does", async () => {
    const client = partsClient(whole);
    const queries = [...judgedQueries(), ...tickers.flatMap(typing)];
    for (const [query, page] of [...queries.map((query) => [query, 0] as const), ["quote", 1] as const]) {
      const params = { ...PARAMS, query, page };
      const { results } = await client.search([{ indexName: "docs", params }]);
      // Compared as text: hits, highlights, snippets and counts alike.
      expect(JSON.stringify(answer(results[0]))).toBe(JSON.stringify(answer(searchLocalIndex(whole, params, "docs"))));
    }
  });

  it("an exact ticker is still the first hit", () => {
    for (const ticker of tickers) {
      const [first] = searchLocalIndex(whole, { ...PARAMS, query: ticker }).hits;
      expect(first.symbols).toContain(ticker);
    }
  });

  describe("bytes (brotli) a ticker query loads", () => {
    const { head, files } = splitIndex(whole, HASH);
    const brotli = (body: string) => zlib.brotliCompressSync(Buffer.from(body)).length;
    const headBytes = brotli(JSON.stringify(head));
    /** Bytes of the term files the queries need, and of the record files of the last one's page. */
    const loads = (queries: string[], from: SearchHeadFile = head) => {
      const terms = new Set(queries.flatMap((query) => termFilesFor(from, queryKeys(query))));
      const last = rankQuery(whole, { ...PARAMS, query: queries[queries.length - 1] });
      const page = recordFilesFor(from, pageRecordIds(last)).map(({ file }) => file);
      const sum = (names: Iterable<string>) =>
        [...names].reduce((total, name) => total + brotli(files.get(name) ?? ""), 0);
      return { terms: sum(terms), records: sum(page) };
    };

    it("the head is small: ranking data and file lists, no words", () => {
      expect(headBytes).toBeLessThan(8 * 1024);
    });

    it.each(tickers)(
      "%s: head and terms within 24 KB typed at once, 64 KB typed letter by letter with its hits",
      (ticker) => {
        const once = loads([ticker]);
        expect(headBytes + once.terms).toBeLessThan(24 * 1024);
        const typed = loads(typing(ticker));
        // With the dialog's code (about 55 KB) and the first hits' page data, within its 160 KB budget.
        expect(headBytes + typed.terms + typed.records).toBeLessThan(64 * 1024);
      },
    );
  });
});
