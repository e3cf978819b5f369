// @ts-check
/**
 * The base URLs the Try-it proxy may forward to: the `servers` of the HTTP API spec (read from
 * the resolved spec the build publishes, or from the source YAML when there is no build), plus
 * the ones an operator adds in TRYIT_PROXY_ALLOW.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { parse } from "yaml";
import { resolveFactPlaceholders } from "../../src/lib/facts/placeholders.mjs";

/**
 * One allowed base: a target must have this origin and a path under `pathname`.
 * @typedef {object} AllowedBase
 * @property {string} origin normalised, such as `https://api.tickwire.io`
 * @property {string} pathname with a trailing slash, such as `/v1/`
 * @property {string} hostname as in the URL, such as `api.tickwire.io` or `[::1]`
 * @property {boolean} literal the host is an IP address written in the configuration: the proxy
 *   connects to it because it is configured, without resolving or classifying it; a host name
 *   is resolved and every address it resolves to must be public
 * @property {string} href the base as written in messages, such as `https://api.tickwire.io/v1`
 */

/**
 * An allowed base from an absolute http(s) URL.
 * @param {string} raw
 * @param {string} where what the URL comes from, for errors
 * @returns {AllowedBase}
 */
export function allowedBase(raw, where) {
  /** @type {URL} */
  let url;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`${where}: '${raw}' is not an absolute URL`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new Error(`${where}: '${raw}' is not an http or https URL`);
  if (url.username || url.password) throw new Error(`${where}: '${raw}' must not carry a user name or password`);
  if (url.search || url.hash) throw new Error(`${where}: '${raw}' must not carry a query or fragment`);
  const pathname = url.pathname.endsWith("/") ? url.pathname : `${url.pathname}/`;
  const bare = url.hostname.replace(/^\[|\]$/g, "");
  return {
    origin: url.origin,
    pathname,
    hostname: url.hostname,
    literal: net.isIP(bare) !== 0,
    href: `${url.origin}${pathname === "/" ? "" : pathname.slice(0, -1)}`,
  };
}

/**
 * The server URLs of an OpenAPI document.
 * @param {any} doc parsed JSON or YAML
 * @param {string} where the file, for errors
 * @returns {string[]}
 */
export function serverUrls(doc, where) {
  const servers = doc?.servers;
  if (!Array.isArray(servers) || servers.length === 0) throw new Error(`${where}: the spec lists no servers`);
  return servers.map((server, i) => {
    if (typeof server?.url !== "string") throw new Error(`${where}: servers[${i}].url is missing`);
    if (server.variables && Object.keys(server.variables).length > 0)
      throw new Error(`${where}: servers[${i}] uses variables, which the proxy does not expand`);
    return server.url;
  });
}

/**
 * The spec's servers: the published JSON when the build made one, else the source YAML with its
 * `{{facts.…}}` placeholders resolved from content/facts.yaml, as the build resolves them.
 * @param {{ publishedJson: string, sourceYaml: string, factsYaml?: string }} files `factsYaml`
 *   defaults to content/facts.yaml of the project the source YAML is in
 * @returns {{ urls: string[], file: string }}
 */
export function loadSpecServers({
  publishedJson,
  sourceYaml,
  factsYaml = path.join(path.dirname(sourceYaml), "../content/facts.yaml"),
}) {
  if (fs.existsSync(publishedJson))
    return { urls: serverUrls(JSON.parse(fs.readFileSync(publishedJson, "utf8")), publishedJson), file: publishedJson };
  const facts = parse(fs.readFileSync(factsYaml, "utf8"));
  const text = resolveFactPlaceholders(
    fs.readFileSync(sourceYaml, "utf8"),
    facts,
    path.relative(process.cwd(), sourceYaml),
  );
  return { urls: serverUrls(parse(text), sourceYaml), file: sourceYaml };
}

/**
 * The allowed bases from the spec's server URLs and a comma-separated list of extra ones.
 * @param {string[]} specUrls
 * @param {string} [extra] TRYIT_PROXY_ALLOW
 * @returns {AllowedBase[]}
 */
export function allowedBases(specUrls, extra = "") {
  const bases = specUrls.map((url) => allowedBase(url, "spec servers"));
  for (const entry of extra
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean))
    bases.push(allowedBase(entry, "TRYIT_PROXY_ALLOW"));
  return bases;
}
