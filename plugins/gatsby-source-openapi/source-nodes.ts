import type { GatsbyNode, Node } from "gatsby";
import fs from "fs";
import path from "path";
import { highlightToHtml } from "../../src/lib/highlight";
import { resolveFacts } from "../../src/lib/facts/load";
import { siteFacts } from "../../src/node/facts";
import { parseSpecDocument } from "../../src/lib/openapi/document";
import { checkSpecLinks } from "../../src/lib/openapi/spec-links";
import { buildApiReference } from "../../src/lib/openapi/reference-model";
import { splitResponses } from "../../src/lib/openapi/deferred-responses";
import { compactOperation } from "../../src/lib/openapi/schema-compact";
import { buildTryItOperations } from "../../src/lib/tryit/build-model";
import { tryItModelUrl } from "../../src/lib/tryit/share-prefix";
import { checkWithOpenApiParser } from "../../src/node/openapi-validate";
import { withAuthorErrors, panicOnAuthorError } from "../../src/node/report";
import { sampleFilePath, writePublicJson, writeSampleFile } from "../../src/node/sample-files";
import { openApiOptions } from "./plugin-options";

/** GraphQL type names of the nodes this plugin creates. */
export const API_SPEC_TYPE = "ApiSpec";
export const API_TAG_TYPE = "ApiTag";
export const API_OPERATION_TYPE = "ApiOperation";

/** The ApiSpec node, with the fields only the build reads. */
export interface ApiSpecNode extends Node {
  /** The spec file as written, published for download. */
  documentYaml: string;
  /** The spec as JSON, published for download. */
  documentJson: string;
}

/** Parses, validates and normalises the spec once, and creates its nodes. */
export const sourceNodes: GatsbyNode["sourceNodes"] = async ({ actions, createNodeId, createContentDigest, reporter }, options) => {
  const { spec, source, downloadPath } = openApiOptions(options);
  // Facts placeholders are resolved first: the reference, the downloads and the mocks all read the resolved text.
  const text = withAuthorErrors(reporter, () => resolveFacts(fs.readFileSync(path.resolve(spec), "utf8"), siteFacts(), spec));
  const document = withAuthorErrors(reporter, () => parseSpecDocument(text, spec));
  withAuthorErrors(reporter, () => checkSpecLinks(document));
  const reference = withAuthorErrors(reporter, () => buildApiReference(document, { highlight: highlightToHtml }));
  await checkWithOpenApiParser(document).catch((error: unknown) => panicOnAuthorError(reporter, error));

  const create = (type: string, key: string, fields: Record<string, unknown>) =>
    actions.createNode({
      ...fields,
      id: createNodeId(`${type} >>> ${source} >>> ${key}`),
      internal: { type, contentDigest: createContentDigest(fields) },
    });

  create(API_SPEC_TYPE, "spec", {
    source,
    sourceFile: spec,
    title: reference.title,
    version: reference.version,
    descriptionHtml: reference.descriptionHtml,
    servers: reference.servers,
    downloads: { yaml: `${downloadPath}.yaml`, json: `${downloadPath}.json` },
    documentYaml: text,
    documentJson: `${JSON.stringify(document.root, null, 2)}\n`,
  });
  const tryIt = withAuthorErrors(reporter, () => buildTryItOperations(document));
  reference.tags.forEach((tag, position) => create(API_TAG_TYPE, tag.name, { ...tag, source, position }));
  reference.operations.forEach((operation, position) => {
    const samplesUrl = sampleFilePath(source, operation.operationId);
    writeSampleFile(samplesUrl, operation.codeSamples);
    const responsesUrl = sampleFilePath(source, `${operation.operationId}.responses`);
    const { summaries, initial, deferred } = splitResponses(operation.responses);
    writePublicJson(responsesUrl, deferred);
    const tryItUrl = tryItModelUrl(samplesUrl);
    writePublicJson(tryItUrl, tryIt.get(operation.operationId));
    const stored = compactOperation(operation);
    create(API_OPERATION_TYPE, operation.operationId, {
      ...stored,
      responses: stored.responses.map((response, index) => ({ ...response, hasExample: summaries[index].hasExample })),
      initialResponse: initial && { ...initial, hasExample: summaries[0].hasExample },
      responsesUrl,
      tryItUrl,
      defaultSample: operation.codeSamples[0],
      samplesUrl,
      source,
      sourceFile: spec,
      position,
    });
  });
  reporter.info(`${spec}: ${reference.operations.length} operations in ${reference.tags.length} tags.`);
};
