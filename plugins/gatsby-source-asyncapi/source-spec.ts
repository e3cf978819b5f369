import type { CreateNodeArgs, Node } from "gatsby";
import { buildWsReference } from "../../src/lib/asyncapi/channel-model";
import { checkWsLimits } from "../../src/lib/asyncapi/limits";
import { QUOTES_PAGE_MESSAGES } from "../../src/lib/asyncapi/page-toc";
import { wsOperations } from "../../src/lib/asyncapi/operations";
import { highlightToHtml } from "../../src/lib/highlight";
import { DIAGRAM_STYLES } from "../../src/theme/diagram-styles";
import { resolveFacts } from "../../src/lib/facts/load";
import { siteFacts } from "../../src/node/facts";
import { parseSpecDocument } from "../../src/lib/openapi/document";
import { checkSpecLinks } from "../../src/lib/openapi/spec-links";
import { checkWithAsyncApiParser } from "../../src/node/asyncapi-validate";
import { replaceNodes } from "../../src/node/replace-nodes";
import type { SpecPluginOptions } from "../../src/node/spec-source";
import { sampleFilePath, writePublicFile, writeSampleFile } from "../../src/node/sample-files";

/** GraphQL type names of the nodes this plugin creates. */
export const WS_SPEC_TYPE = "WsSpec";
export const WS_SERVER_TYPE = "WsServer";
export const WS_CHANNEL_TYPE = "WsChannel";
export const WS_OPERATION_TYPE = "WsOperation";
export const WS_MESSAGE_TYPE = "WsMessage";
/** Every type this plugin creates. */
export const WS_TYPES = [WS_SPEC_TYPE, WS_SERVER_TYPE, WS_CHANNEL_TYPE, WS_OPERATION_TYPE, WS_MESSAGE_TYPE] as const;

/** The WsSpec node, with the fields only the build reads. */
export interface WsSpecNode extends Node {
  documentYaml: string;
  documentJson: string;
}

/** Parses and validates the spec's text once, and creates its nodes in place of the last ones. */
export async function sourceAsyncApi(
  args: CreateNodeArgs,
  { spec, source, downloadPath }: SpecPluginOptions,
  specText: string,
): Promise<void> {
  const { reporter } = args;
  // Facts placeholders are resolved first: the reference, the downloads and the mocks all read the resolved text.
  const text = resolveFacts(specText, siteFacts(), spec);
  const document = parseSpecDocument(text, spec);
  checkSpecLinks(document);
  checkWsLimits(document);
  await checkWithAsyncApiParser(text, document);
  const reference = buildWsReference(document, highlightToHtml, DIAGRAM_STYLES);
  const operations = wsOperations(document);

  await replaceNodes(args, WS_TYPES, (createNode) => {
    const create = (type: string, key: string, fields: Record<string, unknown>) =>
      createNode(type, `${source} >>> ${key}`, fields);

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
        sequenceDiagram: {
          description: sequence.description,
          width: sequence.width,
          height: sequence.height,
          lightUrl: diagramUrl("light"),
          darkUrl: diagramUrl("dark"),
        },
        defaultSample: channel.samples[0],
        samplesUrl,
        source,
        sourceFile: spec,
        position,
        messageIds: messages.map((message) => `${channel.key}/${message.name}`),
        overviewMessageIds: messages
          .filter((message) => !QUOTES_PAGE_MESSAGES.includes(message.name))
          .map((message) => `${channel.key}/${message.name}`),
      });
      messages.forEach((message, index) =>
        create(WS_MESSAGE_TYPE, `${channel.key}/${message.name}`, {
          ...message,
          messageId: `${channel.key}/${message.name}`,
          channel: channel.key,
          position: index,
        }),
      );
    });
    operations.forEach((operation) => create(WS_OPERATION_TYPE, operation.operationId, { ...operation, source }));
  });
  reporter.info(`${spec}: ${reference.channels.length} channels.`);
}
