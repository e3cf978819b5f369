import { algoliaHosts } from "../../../src/lib/search/algolia-hosts";

describe("algoliaHosts", () => {
  it("is null when no hosts are given, so Algolia's own are used", () => {
    expect(algoliaHosts(undefined)).toBeNull();
    expect(algoliaHosts(" , ")).toBeNull();
  });

  it("reads origins in order, port and protocol kept", () => {
    expect(algoliaHosts("http://127.0.0.1:7700, https://search.example.com")).toEqual([
      { url: "127.0.0.1:7700", accept: "read", protocol: "http" },
      { url: "search.example.com", accept: "read", protocol: "https" },
    ]);
  });
});
