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
}

/** A spec file with its fact placeholders resolved, parsed. */
function readSpec(root: string, file: string, facts: Facts): SpecDocument {
  const absolute = path.resolve(root, file);
  const name = path.relative(root, absolute) || file;
  return parseSpecDocument(resolveFacts(fs.readFileSync(absolute, "utf8"), facts, name), name);
}

export function loadSources({ root, websocketSpec = WEBSOCKET_SPEC_FILE }: SourceFiles): Sources {
  const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
  const facts = parseFacts(read(FACTS_FILE));
  const http = readSpec(root, HTTP_API_SPEC_FILE, facts);
  return {
    facts,
    http,
    operations: buildTryItOperations(http),
    websocket: readSpec(root, websocketSpec, facts),
    catalogue: loadSymbolCatalogue(read),
  };
}

/** The market of the sources: their symbol lists, with the history and the FX day of their facts. */
export function marketOf(sources: Sources, seed: number): Market {
  return createMarket(sources.catalogue, {
    seed,
    historySince: sources.facts.history.stocksSince,
    fx: sources.facts.fx,
  });
}
