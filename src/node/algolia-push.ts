import { createHash } from "crypto";
import { algoliasearch } from "algoliasearch";
import type { Reporter } from "gatsby";
import {
  ALGOLIA_INDEX_SETTINGS,
  ALGOLIA_SYNONYMS,
  algoliaPushTarget,
  toAlgoliaObjects,
  type AlgoliaPushEnvironment,
} from "../lib/search/algolia-config";
import { algoliaHosts } from "../lib/search/algolia-hosts";
import { readLocalIndexRecords } from "./search-index";

/** The build's environment for the push: the target, and optionally the hosts to write to. */
export interface AlgoliaBuildEnvironment extends AlgoliaPushEnvironment {
  /** Origins to write to instead of Algolia's own (a stand-in, a proxy), comma-separated. */
  ALGOLIA_HOSTS?: string;
}

/**
 * The push's timeouts, in seconds. A build is a busy process, often on a busy machine: its event
 * loop can stall for over a second, and a connect timer that fires during a stall counts as a host
 * that timed out. A few of those in a row fail the build with "Unreachable hosts", as a 1 s connect
 * timeout did once in about ten full test runs. The search dialog, which waits on a reader, keeps
 * Algolia's tight 1 s (src/components/search/client.ts).
 */
export const PUSH_TIMEOUT_SECONDS = { connect: 10, read: 30, write: 30 } as const;

/** algoliasearch 4 (gatsby-plugin-algolia's client) names "read and write" hosts 3. */
const ACCEPT_READ_WRITE_V4 = 3;

/**
 * gatsby-plugin-algolia's options for this site, or null without the app, index and write key:
 * the records the pages were built into (the local index file under `root`), each with a digest
 * so only changed records are sent, and the index settings from the shared search config. The
 * plugin's client is given the hosts of `ALGOLIA_HOSTS` when set; its timeouts are in seconds.
 */
export function algoliaPluginOptions(env: AlgoliaBuildEnvironment, root = process.cwd()) {
  const target = algoliaPushTarget(env);
  if (!target) return null;
  const hosts = algoliaHosts(env.ALGOLIA_HOSTS, "readWrite");
  return {
    ...target,
    algoliasearchOptions: {
      timeouts: { ...PUSH_TIMEOUT_SECONDS },
      ...(hosts
        ? { hosts: hosts.map((host) => ({ url: host.url, protocol: host.protocol, accept: ACCEPT_READ_WRITE_V4 })) }
        : {}),
    },
    queries: [
      {
        // The records are built from the route table when the pages are created; the query names the build they belong to.
        query: "query SearchRecordsBuild { site { buildTime } }",
        transformer: () =>
          toAlgoliaObjects(readLocalIndexRecords(root), (text) => createHash("sha1").update(text).digest("hex")),
        settings: ALGOLIA_INDEX_SETTINGS,
      },
    ],
  };
}

/**
 * Pushes the synonyms of the shared search config to the index, replacing those it had: the
 * plugin sends records and settings only. Does nothing without the app, index and write key.
 */
export async function pushAlgoliaSynonyms(
  env: AlgoliaBuildEnvironment,
  reporter: Pick<Reporter, "info">,
): Promise<void> {
  const target = algoliaPushTarget(env);
  if (!target) return;
  const hosts = algoliaHosts(env.ALGOLIA_HOSTS, "readWrite");
  const client = algoliasearch(target.appId, target.apiKey, {
    // algoliasearch's own client takes milliseconds; the plugin's options take seconds.
    timeouts: {
      connect: PUSH_TIMEOUT_SECONDS.connect * 1000,
      read: PUSH_TIMEOUT_SECONDS.read * 1000,
      write: PUSH_TIMEOUT_SECONDS.write * 1000,
    },
    ...(hosts ? { hosts } : {}),
  });
  const { taskID } = await client.saveSynonyms({
    indexName: target.indexName,
    synonymHit: ALGOLIA_SYNONYMS,
    replaceExistingSynonyms: true,
  });
  await client.waitForTask({ indexName: target.indexName, taskID });
  reporter.info(`Search: ${ALGOLIA_SYNONYMS.length} synonym groups pushed to Algolia index ${target.indexName}.`);
}
