/**
 * The spec the local mock API serves: the published HTTP API spec with every path moved under the
 * base path of its local server, so requests written as the guides write them
 * (`http://127.0.0.1:4010/v1/stocks/quote`) match. Prism matches request paths against the spec's
 * paths alone, without the server's base path.
 */
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { resolveFactPlaceholders } from "../../src/lib/facts/placeholders.mjs";

/** Where the build publishes the spec (JSON); the YAML source is used before the first build. */
export const PUBLISHED_SPEC = "public/specs/tickwire-http-api.json";
export const SOURCE_SPEC = "specs/http-api.openapi.yaml";

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Reads the spec the mock should serve: the published one when the site was built, else the source.
 * @param {string} root repository root
 * @returns {{ document: Record<string, unknown>, file: string }}
 */
export function readSpec(root) {
  const published = path.join(root, PUBLISHED_SPEC);
  if (fs.existsSync(published)) return { document: JSON.parse(fs.readFileSync(published, "utf8")), file: published };
  const source = path.join(root, SOURCE_SPEC);
  // The source has {{facts.…}} placeholders: resolve them as the build does.
  const facts = YAML.parse(fs.readFileSync(path.join(root, "content/facts.yaml"), "utf8"));
  const text = resolveFactPlaceholders(fs.readFileSync(source, "utf8"), facts, SOURCE_SPEC);
  return { document: YAML.parse(text, { maxAliasCount: 100 }), file: source };
}

/**
 * The spec's local server: the first `servers` entry on a loopback host.
 * @param {Record<string, unknown>} document
 * @returns {URL}
 */
export function localServer(document) {
  const servers = Array.isArray(document.servers) ? document.servers : [];
  for (const server of servers) {
    if (!server || typeof server.url !== "string") continue;
    let url;
    try {
      url = new URL(server.url);
    } catch {
      continue;
    }
    if (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname)) return url;
  }
  throw new Error(
    `The HTTP API spec lists no local server (an http://127.0.0.1:<port>/<base> entry under "servers"); the mock API needs one to know its address.`,
  );
}

/**
 * The spec with its paths under `basePath` and one server at the mock's root.
 * @param {Record<string, unknown>} document
 * @param {string} basePath e.g. "/v1"
 * @param {string} origin e.g. "http://127.0.0.1:4010"
 */
export function mountUnderBasePath(document, basePath, origin) {
  const base = basePath.replace(/\/+$/, "");
  const paths = /** @type {Record<string, unknown>} */ (document.paths ?? {});
  return {
    ...document,
    servers: [{ url: origin, description: "Local mock server" }],
    paths: Object.fromEntries(Object.entries(paths).map(([route, item]) => [`${base}${route}`, item])),
  };
}
