import { markdownToSafeHtml, plainExcerpt } from "../markdown";
import { SAMPLE_LANGUAGES } from "./code-samples";
import { childPointer, isObject, specError, type SpecDocument } from "./document";
import { checkExamples } from "./examples";
import { buildOperationModel, type Highlighter, type OperationPlace } from "./operation-model";
import { readOperations, type SpecOperation } from "./operations";
import { checkAllRefs } from "./refs";
import { operationRoute, tagDocsOptions, tagRoute } from "./routes";
import type { ApiReferenceModel, ServerView, TagModel } from "./types";

/** What building the reference needs besides the spec. */
export interface ReferenceOptions {
  highlight: Highlighter;
  /** Server whose URL the code samples use; the first server when omitted. */
  sampleServerUrl?: string;
}

const OPERATION_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function servers(document: SpecDocument): ServerView[] {
  const list = Array.isArray(document.root.servers) ? document.root.servers : [];
  const views = list.filter(isObject).map((server) => ({
    url: String(server.url ?? ""),
    description: typeof server.description === "string" ? server.description : null,
  }));
  if (views.length === 0)
    throw specError(document, "#/servers", "the spec needs at least one server; code samples use the first.");
  return views;
}

function tags(document: SpecDocument): Map<string, { model: TagModel; nest: boolean }> {
  const list = Array.isArray(document.root.tags) ? document.root.tags : [];
  const byName = new Map<string, { model: TagModel; nest: boolean }>();
  list.forEach((tag, index) => {
    const pointer = childPointer("#", "tags", index);
    if (!isObject(tag) || typeof tag.name !== "string" || !/^[a-z0-9-]+$/.test(tag.name)) {
      throw specError(
        document,
        pointer,
        'each tag needs a lowercase "name" (letters, digits, hyphens): it is part of page routes.',
      );
    }
    const options = tagDocsOptions(tag);
    const description = typeof tag.description === "string" ? tag.description : null;
    byName.set(tag.name, {
      nest: options.nestOperations,
      model: {
        name: tag.name,
        displayName: typeof tag["x-displayName"] === "string" ? tag["x-displayName"] : tag.name,
        descriptionHtml: markdownToSafeHtml(description, "section"),
        excerpt: plainExcerpt(description),
        route: tagRoute(tag.name, options),
        operationIds: [],
      },
    });
  });
  return byName;
}

/**
 * Validates the spec and turns it into page models: tags with their routes, operations with
 * parameters, schemas, responses and code samples. Every problem stops with the file, line and
 * JSON pointer: a dangling $ref, an undeclared path parameter, an example that does not match its
 * schema, an operation id or tag that breaks the routing rules, two operations on one route.
 */
export function buildApiReference(
  document: SpecDocument,
  options: ReferenceOptions,
): ApiReferenceModel & { specOperations: SpecOperation[] } {
  checkAllRefs(document);
  const info = isObject(document.root.info) ? document.root.info : {};
  const serverList = servers(document);
  const tagsByName = tags(document);
  const places: Array<{ place: OperationPlace; operation: SpecOperation }> = [];
  // Tag overview pages and operation pages share /docs/api: a route taken twice is an error.
  const routes = new Map<string, string>(
    [...tagsByName.values()].flatMap(({ model }) =>
      model.route ? [[model.route, `the overview page of tag "${model.name}"`] as const] : [],
    ),
  );
  const ids = new Map<string, string>();

  const specOperations = readOperations(document);
  for (const operation of specOperations) {
    const { pointer, operationId } = operation;
    if (!OPERATION_ID.test(operationId)) {
      throw specError(
        document,
        pointer,
        "each operation needs an operationId of lowercase words joined by hyphens: it names the page.",
      );
    }
    const previousId = ids.get(operationId);
    if (previousId)
      throw specError(
        document,
        childPointer(pointer, "operationId"),
        `operationId "${operationId}" is also used at ${previousId}.`,
      );
    ids.set(operationId, pointer);
    const tag = tagsByName.get(operation.tags[0]);
    if (operation.tags.length !== 1 || !tag) {
      throw specError(
        document,
        childPointer(pointer, "tags"),
        `each operation needs exactly one tag declared under "tags"; one of: ${[...tagsByName.keys()].join(", ")}.`,
      );
    }
    const routed = operationRoute(
      tag.model.name,
      { overviewPage: tag.model.route !== null, nestOperations: tag.nest },
      operationId,
    );
    if ("problem" in routed) throw specError(document, childPointer(pointer, "operationId"), routed.problem);
    const clash = routes.get(routed.route);
    if (clash)
      throw specError(
        document,
        pointer,
        `two pages would have the route ${routed.route}: this operation and ${clash}. Rename the operationId.`,
      );
    routes.set(routed.route, pointer);
    tag.model.operationIds.push(operationId);
    places.push({ operation, place: { tag: tag.model.name, route: routed.route } });
  }

  checkExamples(document);
  const languages = SAMPLE_LANGUAGES.map((language) => language.lang);
  const serverUrl = options.sampleServerUrl ?? serverList[0].url;
  return {
    title: typeof info.title === "string" ? info.title : "HTTP API",
    version: typeof info.version === "string" ? info.version : "",
    descriptionHtml: markdownToSafeHtml(typeof info.description === "string" ? info.description : null, "section"),
    servers: serverList,
    tags: [...tagsByName.values()].map((tag) => tag.model).filter((tag) => tag.operationIds.length > 0),
    specOperations,
    operations: places.map(({ place, operation }) =>
      buildOperationModel(document, place, operation, serverUrl, options.highlight, languages),
    ),
  };
}
