// Generated from the JSDoc of the .mjs file of the same name by scripts/tryit-proxy/declarations.mjs --write.
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
export function allowedBase(raw: string, where: string): AllowedBase;
/**
 * The server URLs of an OpenAPI document.
 * @param {any} doc parsed JSON or YAML
 * @param {string} where the file, for errors
 * @returns {string[]}
 */
export function serverUrls(doc: any, where: string): string[];
/**
 * The spec's servers: the published JSON when the build made one, else the source YAML with its
 * `{{facts.…}}` placeholders resolved from content/facts.yaml, as the build resolves them.
 * @param {{ publishedJson: string, sourceYaml: string, factsYaml?: string }} files `factsYaml`
 *   defaults to content/facts.yaml of the project the source YAML is in
 * @returns {{ urls: string[], file: string }}
 */
export function loadSpecServers({ publishedJson, sourceYaml, factsYaml, }: {
    publishedJson: string;
    sourceYaml: string;
    factsYaml?: string;
}): {
    urls: string[];
    file: string;
};
/**
 * The allowed bases from the spec's server URLs and a comma-separated list of extra ones.
 * @param {string[]} specUrls
 * @param {string} [extra] TRYIT_PROXY_ALLOW
 * @returns {AllowedBase[]}
 */
export function allowedBases(specUrls: string[], extra?: string): AllowedBase[];
/**
 * One allowed base: a target must have this origin and a path under `pathname`.
 */
export type AllowedBase = {
    /**
     * normalised, such as `https://api.tickwire.io`
     */
    origin: string;
    /**
     * with a trailing slash, such as `/v1/`
     */
    pathname: string;
    /**
     * as in the URL, such as `api.tickwire.io` or `[::1]`
     */
    hostname: string;
    /**
     * the host is an IP address written in the configuration: the proxy
     * connects to it because it is configured, without resolving or classifying it; a host name
     * is resolved and every address it resolves to must be public
     */
    literal: boolean;
    /**
     * the base as written in messages, such as `https://api.tickwire.io/v1`
     */
    href: string;
};
