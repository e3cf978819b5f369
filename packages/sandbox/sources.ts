/**
 * What the sandbox is made of, read from the project as the build reads it: the facts
 * (content/facts.yaml), the two specs with their `{{facts.…}}` placeholders resolved, and the
 * validated symbol lists (content/symbols). A source the sandbox cannot use stops it at start
 * with the file, the line and the fix.
 */
import fs from "node:fs";
import path from "node:path";
import { FACTS_FILE, parseFacts, resolveFacts } from "../../src/lib/facts/load.ts";
import type { Facts } from "../../src/lib/facts/schema.ts";
import { parseSpecDocument, type SpecDocument } from "../../src/lib/openapi/document.ts";
import { HTTP_API_SPEC_FILE } from "../../src/lib/openapi/spec-file.ts";
import { loadSymbolCatalogue, type SymbolCatalogue } from "../../src/lib/symbols/lists.ts";
import { buildTryItOperations } from "../../src/lib/tryit/build-model.ts";
import type { TryItOperation } from "../../src/lib/tryit/operation.ts";
import { createMarket, type Market } from "./market/index.ts";

/** The WebSocket spec, relative to the project root. */
export const WEBSOCKET_SPEC_FILE = "specs/websocket.asyncapi.yaml";

export interface Sources {
  facts: Facts;
  /** The HTTP API spec, resolved. */
  http: SpecDocument;
  /** Every operation of the HTTP API spec, as Try it models it, by operationId. */
  operations: Map<string, TryItOperation>;
  /** The WebSocket spec, resolved. */
  websocket: SpecDocument;
  catalogue: SymbolCatalogue;
}

export interface SourceFiles {
  /** Project root: the files are read under it. */
  root: string;
  /** The WebSocket spec to read instead of the project's (absolute or relative to the root). */
  websocketSpec?: string;
  /**
   * Reads a file named relative to the root (or absolute); default: from disk. The pack build
   * (pack/snapshot.ts) passes one that keeps what it reads, which makes the packed sandbox's copy.
   */
  read?: (file: string) => string;
}

/** The spec files, whose `{{facts.…}}` placeholders are resolved when they are read. */
export const SPEC_FILES: readonly string[] = [HTTP_API_SPEC_FILE, WEBSOCKET_SPEC_FILE];

export function loadSources({
  root,
  websocketSpec = WEBSOCKET_SPEC_FILE,
  read = (file) => fs.readFileSync(path.resolve(root, file), "utf8"),
}: SourceFiles): Sources {
  const facts = parseFacts(read(FACTS_FILE));
  /** A spec file with its fact placeholders resolved, parsed. */
  const readSpec = (file: string): SpecDocument => {
    const name = path.relative(root, path.resolve(root, file)) || file;
    return parseSpecDocument(resolveFacts(read(file), facts, name), name);
  };
  const http = readSpec(HTTP_API_SPEC_FILE);
  return {
    facts,
    http,
    operations: buildTryItOperations(http),
    websocket: readSpec(websocketSpec),
    catalogue: loadSymbolCatalogue(read),
  };
}

/** The market of the sources: their symbol lists, with the history and the FX day of their facts. */
export function marketOf(sources: Sources, seed: number): Market {
  return createMarket(sources.catalogue, {
    seed,
    historySince: sources.facts.history.stocksSince,
    fx: sources.facts.fx,
    precision: sources.facts.precision,
  });
}
