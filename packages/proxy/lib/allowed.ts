/**
 * The base URLs the Try-it proxy may forward to, and the operations under them: the servers the
 * Try-it panel offers for the HTTP API spec and the spec's documented methods and paths (read as the build reads it, from the resolved spec the build publishes, or from the
 * source YAML with the facts when there is no build), plus the ones an operator adds in
 * TRYIT_PROXY_ALLOW.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { FACTS_FILE, parseFacts, resolveFacts } from "../../../src/lib/facts/load";
import { parseSpecDocument, specError, type SpecDocument } from "../../../src/lib/openapi/document";
import { HTTP_API_SPEC_FILE } from "../../../src/lib/openapi/spec-file";
import { readOperations } from "../../../src/lib/openapi/operations";
import { tryItServers } from "../../../src/lib/tryit/build-model";

/** One allowed base: a target must have this origin and a path under `pathname`. */
export interface AllowedBase {
  /** Normalised, such as `https://api.tickwire.io`. */
  origin: string;
  /** With a trailing slash, such as `/v1/`. */
  pathname: string;
  /** As in the URL, such as `api.tickwire.io` or `[::1]`. */
  hostname: string;
  /**
   * The host is an IP address written in the configuration: the proxy connects to it because it
   * is configured, without resolving or classifying it. A host name is resolved and every
   * address it resolves to must be public.
   */
  literal: boolean;
  /** The base as written in messages, such as `https://api.tickwire.io/v1`. */
  href: string;
}

/** An allowed base from an absolute http(s) URL; `where` names what the URL comes from, for errors. */
export function allowedBase(raw: string, where: string): AllowedBase {
  let url: URL;
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
 * The server URLs the proxy forwards to for a spec: the ones the Try-it panel offers. A spec
 * that offers none, or a server URL with variables (which neither the panel nor the proxy
 * expands), stops the proxy with the spec's file and line.
 */
export function serverUrls(document: SpecDocument): string[] {
  const urls = tryItServers(document).map((server) => server.url);
  if (urls.length === 0) throw specError(document, "#/servers", "the spec lists no servers the proxy can forward to.");
  const templated = urls.find((url) => /[{}]/.test(url));
  if (templated) throw specError(document, "#/servers", `${templated} has variables, which the proxy does not expand.`);
  return urls;
}

/** An operation of the spec: a target is forwarded only when its method and path match one. */
export interface DocumentedOperation {
  method: string;
  /** The path template under the server's base, such as `/crypto/quote/{symbol}`. */
  path: string;
  pattern: RegExp;
}

/** The spec's operations, read as the reference and Try it read them, with a pattern per path template. */
export function documentedOperations(document: SpecDocument): DocumentedOperation[] {
  return readOperations(document).map(({ method, path: template }) => ({
    method: method.toUpperCase(),
    path: template,
    pattern: new RegExp(
      `^${template
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join("[^/]+")}$`,
    ),
  }));
}

/**
 * The published spec: JSON the build wrote from the resolved, validated spec. It is read with
 * JSON.parse, in milliseconds where a YAML parse that keeps positions takes most of a second, so
 * its messages name the file only.
 */
function publishedDocument(file: string): SpecDocument {
  const root: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  if (typeof root !== "object" || root === null || Array.isArray(root))
    throw new Error(`${file}: the published spec is not a JSON object. Run \`npm run build\` again.`);
  return { root: root as SpecDocument["root"], file, locate: () => file };
}

/**
 * The spec's server URLs and the file they come from: the published JSON under `publishedJson`
 * when the build made one, else the project's source spec under `root` with its `{{facts.…}}`
 * placeholders resolved from its facts file, as the build resolves them.
 */
export function loadSpecServers({ root, publishedJson }: { root: string; publishedJson: string }): {
  urls: string[];
  operations: DocumentedOperation[];
  file: string;
} {
  const fromDocument = (document: SpecDocument, file: string) => ({
    urls: serverUrls(document),
    operations: documentedOperations(document),
    file,
  });
  if (fs.existsSync(publishedJson)) return fromDocument(publishedDocument(publishedJson), publishedJson);
  const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
  const text = resolveFacts(read(HTTP_API_SPEC_FILE), parseFacts(read(FACTS_FILE)), HTTP_API_SPEC_FILE);
  return fromDocument(parseSpecDocument(text, HTTP_API_SPEC_FILE), path.join(root, HTTP_API_SPEC_FILE));
}

/** The allowed bases from the spec's server URLs and a comma-separated list of extra ones (TRYIT_PROXY_ALLOW). */
export function allowedBases(specUrls: string[], extra = ""): AllowedBase[] {
  const bases = specUrls.map((url) => allowedBase(url, "spec servers"));
  for (const entry of extra
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean))
    bases.push(allowedBase(entry, "TRYIT_PROXY_ALLOW"));
  return bases;
}
