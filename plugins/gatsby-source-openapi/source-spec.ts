import type { CreateNodeArgs, Node } from "gatsby";
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
import { replaceNodes } from "../../src/node/replace-nodes";
import type { SpecPluginOptions } from "../../src/node/spec-source";
import { sampleFilePath, writePublicJson, writeSampleFile } from "../../src/node/sample-files";

/** GraphQL type names of the nodes this plugin creates. */
export const API_SPEC_TYPE = "ApiSpec";
export const API_TAG_TYPE = "ApiTag";
export const API_OPERATION_TYPE = "ApiOperation";
/** Every type this plugin creates. */
export const API_TYPES = [API_SPEC_TYPE, API_TAG_TYPE, API_OPERATION_TYPE] as const;

/** The ApiSpec node, with the fields only the build reads. */
export interface ApiSpecNode extends Node {
  /** The spec file as written, published for download. */
  documentYaml: string;
  /** The spec as JSON, published for download. */
  documentJson: string;
}

/** Parses, validates and normalises the spec's text once, and creates its nodes in place of the last ones. */
export async function sourceOpenApi(
  args: CreateNodeArgs,
  { spec, source, downloadPath }: SpecPluginOptions,
  specText: string,
): Promise<void> {
  const { reporter } = args;
  // Facts placeholders are resolved first: the reference, the downloads and the mocks all read the resolved text.
  const text = resolveFacts(specText, siteFacts(), spec);
  const document = parseSpecDocument(text, spec);
  checkSpecLinks(document);
  const reference = buildApiReference(document, { highlight: highlightToHtml });
  await checkWithOpenApiParser(document);
  const tryIt = buildTryItOperations(document, reference.specOperations);

  await replaceNodes(args, API_TYPES, (createNode) => {
    const create = (type: string, key: string, fields: object) => createNode(type, `${source} >>> ${key}`, fields);
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
        responses: stored.responses.map((response, index) => ({
          ...response,
          hasExample: summaries[index].hasExample,
        })),
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
  });
  reporter.info(`${spec}: ${reference.operations.length} operations in ${reference.tags.length} tags.`);
}
