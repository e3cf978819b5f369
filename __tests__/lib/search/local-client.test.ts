/** @jest-environment node */
import { algoliaPushTarget, toAlgoliaObjects } from "../../../src/lib/search/algolia-config";
import { buildLocalIndex } from "../../../src/lib/search/engine";
import { createLocalSearchClient, type IndexSource } from "../../../src/lib/search/local-client";
import { splitIndex, type SearchHeadFile } from "../../../src/lib/search/shards";
import { pageRecord } from "./fixtures/record";

const RECORDS = [
  pageRecord("/docs/api/limits", "Rate limits"),
  pageRecord("/docs/api/authentication", "Authentication"),
];
const PARTS = splitIndex(
  buildLocalIndex(RECORDS),
  () => "0123456789",
  // A file per key and per record, so that the test sees which a query loads.
  { terms: 1, records: 1 },
);

/** The parts from memory, counting what is asked for. */
function source(): IndexSource & { head: jest.Mock; file: jest.Mock } {
  return {
    head: jest.fn(async (): Promise<SearchHeadFile> => PARTS.head),
    file: jest.fn(async (name: string) => JSON.parse(PARTS.files.get(name) ?? "null") as unknown),
  };
}

describe("local search client", () => {
  it("loads the head once, with the first query that has text, and answers in request order", async () => {
    const load = source();
    const client = createLocalSearchClient(load);
    const empty = await client.search([{ indexName: "docs", params: { query: "" } }]);
    expect(load.head).not.toHaveBeenCalled();
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
    expect(load.head).toHaveBeenCalledTimes(1);
  });

  it("loads only the term files of the query's keys and the record files of its page, each once", async () => {
    const load = source();
    const client = createLocalSearchClient(load);
    await client.search([{ indexName: "docs", params: { query: "limits" } }]);
    const asked = () => load.file.mock.calls.map(([name]) => name as string);
    const terms = asked().filter((name) => name.startsWith("terms-"));
    expect(terms).toHaveLength(1);
    expect(PARTS.head.terms[Number(terms[0].split("-")[1])]).toEqual(["li"]);
    expect(asked().filter((name) => name.startsWith("records-"))).toEqual(["records-0-0123456789.json"]);
    await client.search([{ indexName: "docs", params: { query: "limit" } }]);
    expect(load.file).toHaveBeenCalledTimes(2);
  });

  it("fails the search when a part cannot be loaded, and starts again from the head on the next", async () => {
    for (const failing of ["head", "file"] as const) {
      const load = source();
      load[failing].mockRejectedValueOnce(new TypeError("Failed to fetch"));
      const client = createLocalSearchClient(load);
      await expect(client.search([{ indexName: "docs", params: { query: "rate" } }])).rejects.toThrow(
        "Failed to fetch",
      );
      await expect(client.search([{ indexName: "docs", params: { query: "rate" } }])).resolves.toMatchObject({
        results: [{ nbHits: 1 }],
      });
      expect(load.head).toHaveBeenCalledTimes(2);
    }
    await expect(createLocalSearchClient(source()).searchForFacetValues()).rejects.toThrow("no facet values");
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
    const [limits, auth] = toAlgoliaObjects(RECORDS, digest);
    expect(limits).toEqual({
      ...RECORDS[0],
      level: 0,
      area: 0,
      internal: { contentDigest: digest(JSON.stringify(RECORDS[0])) },
    });
    expect(auth.internal.contentDigest).toBe(digest(JSON.stringify(RECORDS[1])));
  });
});
