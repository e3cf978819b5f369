/** @jest-environment node */
// Names starting with "mock" may be used in jest.mock's factory.
const mockSearch = jest.fn(async () => ({ results: [{ hits: [{ objectID: "/docs/api/limits" }], nbHits: 1 }] }));
const mockLiteClient = jest.fn(() => ({ search: mockSearch }));
jest.mock("algoliasearch/lite", () => ({ liteClient: mockLiteClient }));
const liteClient = mockLiteClient;
const liteSearch = mockSearch;

describe("search client with Algolia configured", () => {
  const saved = { ...process.env };
  afterAll(() => {
    process.env = saved;
  });

  it("answers an empty query itself, and loads Algolia's client with the first real query", async () => {
    process.env.GATSBY_ALGOLIA_APP_ID = "APPID";
    process.env.GATSBY_ALGOLIA_SEARCH_KEY = "search-only";
    process.env.GATSBY_ALGOLIA_INDEX_NAME = "tickwire-docs";
    let client: typeof import("../../../src/components/search/client") | undefined;
    jest.isolateModules(() => {
      client = jest.requireActual<typeof import("../../../src/components/search/client")>(
        "../../../src/components/search/client",
      );
    });
    if (!client) throw new Error("client module not loaded");
    expect(client.usesAlgolia()).toBe(true);
    const search = client.searchClient();
    const empty = await search.search([{ indexName: "tickwire-docs", params: { query: "" } }]);
    expect(liteClient).not.toHaveBeenCalled();
    expect(empty).toMatchObject({ results: [{ hits: [], nbHits: 0 }] });
    const answer = await search.search([{ indexName: "tickwire-docs", params: { query: "limits" } }]);
    // The two-minute host back-off needs the working host cache (src/lib/search/host-cache.ts).
    expect(liteClient).toHaveBeenCalledWith("APPID", "search-only", {
      timeouts: { connect: 1000, read: 2000, write: 30000 },
      hostsCache: expect.objectContaining({ get: expect.any(Function), set: expect.any(Function) }),
    });
    expect(liteSearch).toHaveBeenCalledWith([{ indexName: "tickwire-docs", params: { query: "limits" } }]);
    expect(answer).toMatchObject({ results: [{ nbHits: 1 }] });
  });
});
