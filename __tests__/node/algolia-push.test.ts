/** @jest-environment node */
import { ALGOLIA_TIMEOUTS } from "../../src/components/search/client";
import { PUSH_TIMEOUT_SECONDS, algoliaPluginOptions } from "../../src/node/algolia-push";

const ENV = {
  GATSBY_ALGOLIA_APP_ID: "TESTAPP",
  GATSBY_ALGOLIA_INDEX_NAME: "tickwire-docs",
  ALGOLIA_ADMIN_KEY: "admin-key",
  ALGOLIA_HOSTS: "http://127.0.0.1:9",
};

test("without the app, index and write key nothing is pushed", () => {
  expect(algoliaPluginOptions({})).toBeNull();
});

test("the push waits longer to connect than the search dialog: a busy build's stalls must not read as dead hosts", () => {
  const options = algoliaPluginOptions(ENV);
  expect(options?.algoliasearchOptions.timeouts).toEqual(PUSH_TIMEOUT_SECONDS);
  expect(PUSH_TIMEOUT_SECONDS.connect * 1000).toBeGreaterThanOrEqual(5 * ALGOLIA_TIMEOUTS.connect);
  expect(options?.algoliasearchOptions.hosts).toEqual([{ url: "127.0.0.1:9", protocol: "http", accept: 3 }]);
});
