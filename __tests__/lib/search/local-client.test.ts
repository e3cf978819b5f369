/** @jest-environment node */
import type { LegacySearchMethodProps, SearchMethodParams } from "algoliasearch/lite";
import { algoliaPushTarget } from "../../../src/lib/search/algolia-config";
import { createLocalSearchClient } from "../../../src/lib/search/local-client";
import type { LocalIndexFile, SearchRecord } from "../../../src/lib/search/types";

const record = (url: string, lvl1: string, language = "en"): SearchRecord => ({
  objectID: url,
  url,
  hierarchy: { lvl0: "Guides", lvl1, lvl2: null, lvl3: null },
  trail: [],
  content: null,
  type: "lvl1",
  keywords: [],
  language,
  version: "current",
  position: 0,
});
const FILE: LocalIndexFile = {
  version: 1,
  records: [record("/docs/api/limits", "Rate limits"), record("/docs/api/authentication", "Authentication"), record("/docs/de/limits", "Rate limits", "de")],
};

const urlsOf = (results: Array<{ hits: Array<{ url: string }> }>) => results.map((result) => result.hits.map((hit) => hit.url));

/** A load whose promise the test settles, to hold searches while the index is loading. */
function deferredLoad() {
  let resolve: (file: LocalIndexFile) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const file = new Promise<LocalIndexFile>((settleWithFile, settleWithError) => {
    resolve = settleWithFile;
    reject = settleWithError;
  });
  return { load: jest.fn(() => file), resolve: (loaded: LocalIndexFile) => resolve(loaded), reject: (error: Error) => reject(error) };
}

describe("local search client", () => {
  it("answers every request in request order, in each form a client may send", async () => {
    const client = createLocalSearchClient(async () => FILE);
    // As react-instantsearch sends them, through algoliasearch-helper.
    const legacy: LegacySearchMethodProps = [
      { indexName: "docs", params: { query: "auth", facetFilters: ["language:en"] } },
      { indexName: "docs", params: { query: "rate" } },
      { indexName: "docs", params: { query: "rate", facetFilters: [["language:en"]] } },
      { indexName: "other", params: { query: "" } },
    ];
    const { results } = await client.search(legacy);
    expect(urlsOf(results)).toEqual([["/docs/api/authentication"], ["/docs/api/limits", "/docs/de/limits"], ["/docs/api/limits"], []]);
    expect(results.map((result) => result.index)).toEqual(["docs", "docs", "docs", "other"]);
    // As algoliasearch v5 takes them: parameters flat on the request, or URL-encoded.
    const wrapped: SearchMethodParams = {
      requests: [
        { indexName: "docs", params: "query=rate&facetFilters=%5B%22language%3Ade%22%5D" },
        { indexName: "docs", query: "auth", hitsPerPage: 5 },
      ],
    };
    const second = await client.search(wrapped);
    expect(urlsOf(second.results)).toEqual([["/docs/de/limits"], ["/docs/api/authentication"]]);
    expect(second.results[1]).toMatchObject({ query: "auth", hitsPerPage: 5 });
  });

  it("answers an empty query at once, without loading the index", async () => {
    const load = jest.fn(async () => FILE);
    const client = createLocalSearchClient(load);
    for (const query of ["", "  ", "^"]) {
      const { results } = await client.search([{ indexName: "docs", params: { query, hitsPerPage: 8 } }]);
      expect(results).toEqual([expect.objectContaining({ hits: [], nbHits: 0, nbPages: 0, hitsPerPage: 8, page: 0, index: "docs" })]);
    }
    await client.search([{ indexName: "docs" }]);
    expect(load).not.toHaveBeenCalled();
  });

  it("loads the index once, lazily, even for searches made while it loads", async () => {
    const { load, resolve } = deferredLoad();
    const client = createLocalSearchClient(load);
    const first = client.search([{ indexName: "docs", params: { query: "r" } }]);
    const second = client.search([{ indexName: "docs", params: { query: "ra" } }]);
    resolve(FILE);
    expect(urlsOf((await first).results)).toEqual([["/docs/api/limits", "/docs/de/limits"]]);
    expect(urlsOf((await second).results)).toEqual([["/docs/api/limits", "/docs/de/limits"]]);
    await client.search([{ indexName: "docs", params: { query: "authentication" } }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("fails the search when the index cannot be loaded, and tries again on the next", async () => {
    const load = jest.fn<Promise<LocalIndexFile>, []>().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue(FILE);
    const client = createLocalSearchClient(load);
    await expect(client.search([{ indexName: "docs", params: { query: "rate" } }])).rejects.toThrow("Failed to fetch");
    await expect(client.search([{ indexName: "docs", params: { query: "rate" } }])).resolves.toMatchObject({ results: [{ nbHits: 2 }] });
    await client.search([{ indexName: "docs", params: { query: "auth" } }]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("fails every search waiting on a failed load, then starts one new load", async () => {
    const failing = deferredLoad();
    const load = jest.fn<Promise<LocalIndexFile>, []>().mockImplementationOnce(failing.load).mockResolvedValue(FILE);
    const client = createLocalSearchClient(load);
    const first = client.search([{ indexName: "docs", params: { query: "r" } }]);
    const second = client.search([{ indexName: "docs", params: { query: "ra" } }]);
    failing.reject(new Error("HTTP 503"));
    await expect(first).rejects.toThrow("HTTP 503");
    await expect(second).rejects.toThrow("HTTP 503");
    const retries = await Promise.all([client.search([{ indexName: "docs", params: { query: "rat" } }]), client.search([{ indexName: "docs", params: { query: "rate" } }])]);
    expect(retries.map(({ results }) => results[0].nbHits)).toEqual([2, 2]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("fails on a file it cannot read, and on a load that throws instead of rejecting", async () => {
    const unreadable = createLocalSearchClient(async () => ({ version: 2, entries: [] }) as unknown as LocalIndexFile);
    await expect(unreadable.search([{ indexName: "docs", params: { query: "rate" } }])).rejects.toThrow("not in a format");
    const throwing = createLocalSearchClient(() => {
      throw new Error("no fetch here");
    });
    await expect(throwing.search([{ indexName: "docs", params: { query: "rate" } }])).rejects.toThrow("no fetch here");
  });

  it("does not search facet values", async () => {
    const load = jest.fn(async () => FILE);
    const client = createLocalSearchClient(load);
    await expect(client.searchForFacetValues()).rejects.toThrow("not supported");
    await expect(client.search([{ indexName: "docs", type: "facet", params: { query: "" } }])).rejects.toThrow("not supported");
    expect(load).not.toHaveBeenCalled();
  });
});

describe("Algolia push", () => {
  it("happens only with the app, the index and the write key", () => {
    expect(algoliaPushTarget({})).toBeNull();
    expect(algoliaPushTarget({ GATSBY_ALGOLIA_APP_ID: "APP", GATSBY_ALGOLIA_INDEX_NAME: "docs" })).toBeNull();
    expect(algoliaPushTarget({ GATSBY_ALGOLIA_APP_ID: "APP", GATSBY_ALGOLIA_INDEX_NAME: "docs", ALGOLIA_ADMIN_KEY: " " })).toBeNull();
    expect(algoliaPushTarget({ GATSBY_ALGOLIA_APP_ID: "APP", GATSBY_ALGOLIA_INDEX_NAME: "docs", ALGOLIA_ADMIN_KEY: "secret" })).toEqual({ appId: "APP", indexName: "docs", apiKey: "secret" });
  });
});
