import type { GatsbyNode, Node } from "gatsby";
import fs from "fs";
import path from "path";
import { buildWsReference } from "../../src/lib/asyncapi/channel-model";
import { checkWsLimits } from "../../src/lib/asyncapi/limits";
import { QUOTES_PAGE_MESSAGES } from "../../src/lib/asyncapi/page-toc";
import { wsOperations } from "../../src/lib/asyncapi/operations";
import { highlightToHtml } from "../../src/lib/highlight";
import { resolveFacts } from "../../src/lib/facts/load";
import { siteFacts } from "../../src/node/facts";
import { parseSpecDocument } from "../../src/lib/openapi/document";
import { checkSpecLinks } from "../../src/lib/openapi/spec-links";
import { checkWithAsyncApiParser } from "../../src/node/asyncapi-validate";
import { panicOnAuthorError, withAuthorErrors } from "../../src/node/report";
import { sampleFilePath, writePublicFile, writeSampleFile } from "../../src/node/sample-files";
import { asyncApiOptions } from "./plugin-options";

/** GraphQL type names of the nodes this plugin creates. */
export const WS_SPEC_TYPE = "WsSpec";
export const WS_SERVER_TYPE = "WsServer";
export const WS_CHANNEL_TYPE = "WsChannel";
export const WS_OPERATION_TYPE = "WsOperation";
export const WS_MESSAGE_TYPE = "WsMessage";

/** The WsSpec node, with the fields only the build reads. */
export interface WsSpecNode extends Node {
  documentYaml: string;
  documentJson: string;
}

/** Parses and validates the spec once, and creates its nodes. */
export const sourceNodes: GatsbyNode["sourceNodes"] = async ({ actions, createNodeId, createContentDigest, reporter }, options) => {
  const { spec, source, downloadPath } = asyncApiOptions(options);
  // Facts placeholders are resolved first: the reference, the downloads and the mocks all read the resolved text.
  const text = withAuthorErrors(reporter, () => resolveFacts(fs.readFileSync(path.resolve(spec), "utf8"), siteFacts(), spec));
  const document = withAuthorErrors(reporter, () => parseSpecDocument(text, spec));
  withAuthorErrors(reporter, () => checkSpecLinks(document));
  withAuthorErrors(reporter, () => checkWsLimits(document));
  await checkWithAsyncApiParser(text, document).catch((error: unknown) => panicOnAuthorError(reporter, error));
  const reference = withAuthorErrors(reporter, () => buildWsReference(document, highlightToHtml));

  const create = (type: string, key: string, fields: Record<string, unknown>) =>
    actions.createNode({ ...fields, id: createNodeId(`${type} >>> ${source} >>> ${key}`), internal: { type, contentDigest: createContentDigest(fields) } });

  create(WS_SPEC_TYPE, "spec", {
    source,
    sourceFile: spec,
    title: reference.title,
    version: reference.version,
    descriptionHtml: reference.descriptionHtml,
    downloads: { yaml: `${downloadPath}.yaml`, json: `${downloadPath}.json` },
    documentYaml: text,
    documentJson: `${JSON.stringify(document.root, null, 2)}\n`,
  });
  reference.servers.forEach((server) => create(WS_SERVER_TYPE, server.name, { ...server, source }));
  reference.channels.forEach(({ messages, sequence, ...channel }, position) => {
    const samplesUrl = sampleFilePath(source, channel.key);
    writeSampleFile(samplesUrl, channel.samples);
    const diagramUrl = (mode: string) => `/diagrams/${source}/${channel.key}-session-${mode}.svg`;
    writePublicFile(diagramUrl("light"), sequence.light);
    writePublicFile(diagramUrl("dark"), sequence.dark);
    create(WS_CHANNEL_TYPE, channel.key, {
      ...channel,
      sequenceDiagram: { description: sequence.description, width: sequence.width, height: sequence.height, lightUrl: diagramUrl("light"), darkUrl: diagramUrl("dark") },
      defaultSample: channel.samples[0],
      samplesUrl,
      source,
      sourceFile: spec,
      position,
      messageIds: messages.map((message) => `${channel.key}/${message.name}`),
      overviewMessageIds: messages.filter((message) => !QUOTES_PAGE_MESSAGES.includes(message.name)).map((message) => `${channel.key}/${message.name}`),
    });
    messages.forEach((message, index) => create(WS_MESSAGE_TYPE, `${channel.key}/${message.name}`, { ...message, messageId: `${channel.key}/${message.name}`, channel: channel.key, position: index }));
  });
  wsOperations(document).forEach((operation) => create(WS_OPERATION_TYPE, operation.operationId, { ...operation, source }));
  reporter.info(`${spec}: ${reference.channels.length} channels.`);
};
