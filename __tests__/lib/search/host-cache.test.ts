/** @jest-environment node */
import { liteClient } from "algoliasearch/lite";
import type { EndRequest, Response } from "@algolia/client-common";
import { createHostCache, HOST_RETRY_DELAY_MS } from "../../../src/lib/search/host-cache";

/** A client with two read hosts, "first" refusing connections, and a clock the test moves. */
function setUp() {
  let clock = 1_000_000;
  const tried: string[][] = [];
  let current: string[] = [];
  const requester = {
    send: async (request: EndRequest): Promise<Response> => {
      const host = new URL(request.url).hostname;
      current.push(host);
      if (host === "first.test") return { status: 0, content: "connection refused", isTimedOut: false };
      return {
        status: 200,
        content: JSON.stringify({
          results: [
            { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, processingTimeMS: 1, query: "q", params: "" },
          ],
        }),
        isTimedOut: false,
      };
    },
  };
  const client = liteClient("APP", "key", {
    hosts: [
      { url: "first.test", accept: "read", protocol: "http" },
      { url: "second.test", accept: "read", protocol: "http" },
    ],
    requester,
    hostsCache: createHostCache(() => clock),
  });
  const search = async () => {
    current = [];
    await client.search({ requests: [{ indexName: "docs", query: "q" }] });
    tried.push(current);
    return current;
  };
  return { search, advance: (ms: number) => (clock += ms) };
}

describe("createHostCache", () => {
  it("skips a refused host for two minutes, then tries it first again", async () => {
    const { search, advance } = setUp();
    expect(await search()).toEqual(["first.test", "second.test"]);
    expect(await search()).toEqual(["second.test"]);
    advance(HOST_RETRY_DELAY_MS);
    expect(await search()).toEqual(["second.test"]);
    advance(1);
    expect(await search()).toEqual(["first.test", "second.test"]);
  });

  it("is two minutes, as SPEC sets", () => {
    expect(HOST_RETRY_DELAY_MS).toBe(120_000);
  });

  it("keys a host by its address, not by the state written with it", async () => {
    let clock = 0;
    const cache = createHostCache(() => clock);
    const host = { url: "a.test", accept: "read" as const, protocol: "https" as const };
    await cache.set({ ...host, status: "down", lastUpdate: 5, isUp: () => false }, { ...host, status: "down" });
    const read = await cache.get<{ isUp: () => boolean; status: string }>(host, () =>
      Promise.resolve({ isUp: () => true, status: "up" }),
    );
    expect(read.status).toBe("down");
    expect(read.isUp()).toBe(false);
    clock = HOST_RETRY_DELAY_MS + 1;
    expect(read.isUp()).toBe(true);
  });
});
