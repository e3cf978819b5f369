/** @jest-environment node */
import { algoliaPushTarget, toAlgoliaObjects } from "../../../src/lib/search/algolia-config";
import { createLocalSearchClient } from "../../../src/lib/search/local-client";
import type { LocalIndexFile } from "../../../src/lib/search/types";
import { pageRecord } from "./fixtures/record";

const FILE: LocalIndexFile = {
  version: 1,
  records: [pageRecord("/docs/api/limits", "Rate limits"), pageRecord("/docs/api/authentication", "Authentication")],
};

describe("local search client", () => {
  it("loads the index once, with the first query that has text, and answers in request order", async () => {
    const load = jest.fn(async () => FILE);
    const client = createLocalSearchClient(load);
    const empty = await client.search([{ indexName: "docs", params: { query: "" } }]);
    expect(load).not.toHaveBeenCalled();
    expect(empty.results[0]).toMatchObject({ nbHits: 0, hits: [] });
    const { results } = await client.search({
      requests: [
        { indexName: "docs", params: { query: "auth" } },
        { indexName: "docs", params: "query=rate" },
      ],
    });
    expect(results.map((result) => result.hits.map((hit) => hit.url))).toEqual([
      ["/docs/api/authentication"],
      ["/docs/api/limits"],
    ]);
    await client.search([{ indexName: "docs", params: { query: "limits" } }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("fails the search when the index cannot be loaded, and tries again on the next", async () => {
    const load = jest
      .fn<Promise<LocalIndexFile>, []>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue(FILE);
    const client = createLocalSearchClient(load);
    await expect(client.search([{ indexName: "docs", params: { query: "rate" } }])).rejects.toThrow("Failed to fetch");
    await expect(client.search([{ indexName: "docs", params: { query: "rate" } }])).resolves.toMatchObject({
      results: [{ nbHits: 1 }],
    });
    await expect(client.searchForFacetValues()).rejects.toThrow("no facet values");
  });
});

describe("Algolia push", () => {
  it("happens only with the app, the index and the write key", () => {
    expect(algoliaPushTarget({})).toBeNull();
    expect(algoliaPushTarget({ GATSBY_ALGOLIA_APP_ID: "APP", GATSBY_ALGOLIA_INDEX_NAME: "docs" })).toBeNull();
    expect(
      algoliaPushTarget({ GATSBY_ALGOLIA_APP_ID: "APP", GATSBY_ALGOLIA_INDEX_NAME: "docs", ALGOLIA_ADMIN_KEY: " " }),
    ).toBeNull();
    expect(
      algoliaPushTarget({
        GATSBY_ALGOLIA_APP_ID: "APP",
        GATSBY_ALGOLIA_INDEX_NAME: "docs",
        ALGOLIA_ADMIN_KEY: "secret",
      }),
    ).toEqual({ appId: "APP", indexName: "docs", apiKey: "secret" });
  });

  it("gives every record the content digest the plugin compares, so an unchanged record is not pushed again", () => {
    const digest = (text: string) => `digest of ${text.length} characters`;
    const [limits, auth] = toAlgoliaObjects(FILE.records, digest);
    expect(limits).toEqual({
      ...FILE.records[0],
      level: 0,
      area: 0,
      internal: { contentDigest: digest(JSON.stringify(FILE.records[0])) },
    });
    expect(auth.internal.contentDigest).toBe(digest(JSON.stringify(FILE.records[1])));
  });
});
