/**
 * View models of the HTTP API reference. The source plugin computes them once from the spec;
 * components render them and never see the raw spec.
 */

/** HTTP methods the reference renders, lowercase as in the spec. */
export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
/** One HTTP method. */
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A JSON value, as found in examples and defaults. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Constraints of a schema, as display strings ("≥ 1", "≤ 100 items", "pattern ^[A-Z]+$"). */
export type SchemaConstraints = string[];

/**
 * A schema ready to render: one node of a tree. Recursion is cut where a named schema appears
 * inside itself: that node carries `recursiveRef` and no children.
 */
export interface SchemaView {
  /** Property name when the node is a property; null for roots, items and variants. */
  name: string | null;
  /** Display type, e.g. "string", "integer <int64>", "array of Quote", "object", "one of". */
  type: string;
  /** Name of the component schema this node came from (Quote, Error …), if any. */
  refName: string | null;
  /** Description rendered from Markdown to safe HTML, or null. */
  descriptionHtml: string | null;
  /** The property is required in its parent object. */
  required: boolean;
  /** null is allowed (3.1 `type: [x, "null"]`, or a null variant). */
  nullable: boolean;
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  /** Allowed values, as JSON text. */
  enumValues: string[];
  /** Default value as JSON text, or null. */
  defaultValue: string | null;
  /** An example value as JSON text, or null. */
  example: string | null;
  /** Constraints such as "≥ 1" or "pattern …". */
  constraints: SchemaConstraints;
  /** Object properties, in spec order. */
  properties: SchemaView[];
  /** Schema of additional properties of a map, or null. */
  additionalProperties: SchemaView | null;
  /** Item schema of an array, or null. */
  items: SchemaView | null;
  /** "oneOf" or "anyOf" when the node is a choice between variants. */
  combinator: "oneOf" | "anyOf" | null;
  /** The variants of a oneOf/anyOf, each labelled by its refName, title or index. */
  variants: SchemaView[];
  /** Discriminator property of a oneOf, if declared. */
  discriminator: string | null;
  /** Set when this node repeats an enclosing named schema; rendering stops here. */
  recursiveRef: string | null;
}

/** Where a parameter is sent. */
export type ParameterLocation = "path" | "query" | "header" | "cookie";

/** A parameter of an operation. */
export interface ParameterView {
  name: string;
  in: ParameterLocation;
  required: boolean;
  deprecated: boolean;
  descriptionHtml: string | null;
  schema: SchemaView;
  /** An example as JSON text, or null. */
  example: string | null;
}

/** A response header: its name, type and meaning. */
export interface HeaderView {
  name: string;
  descriptionHtml: string | null;
  /** Display type, e.g. "integer". */
  type: string;
}

/** A request body. */
export interface RequestBodyView {
  required: boolean;
  descriptionHtml: string | null;
  contentType: string;
  schema: SchemaView;
  /** Example as pretty JSON, or null when none is given or the body is not JSON. */
  example: string | null;
}

/** One documented response. */
export interface ResponseView {
  /** Status code ("200") or range ("5XX") or "default". */
  status: string;
  descriptionHtml: string | null;
  contentType: string | null;
  schema: SchemaView | null;
  /** Example body as pretty JSON, or null. */
  example: string | null;
  /** Example body highlighted as HTML (a `code` element), or null. */
  exampleHtml: string | null;
  headers: HeaderView[];
}

/** How an operation authenticates. */
export interface SecurityView {
  /** Scheme name in the spec. */
  scheme: string;
  /** "header", "query" or "cookie" for API keys; the scheme type otherwise. */
  in: string;
  /** Header or parameter name carrying the key. */
  name: string;
  descriptionHtml: string | null;
}

/** A code sample in one language. */
export interface CodeSampleView {
  /** Site-wide language key: curl, python, go, nodejs, ruby, csharp, php, java, powershell. */
  lang: string;
  /** Tab label. */
  label: string;
  /** Plain source, for copying and tests. */
  source: string;
  /** Highlighted `code` element as HTML. */
  html: string;
  /** True when the spec's x-codeSamples gave this sample. */
  custom: boolean;
}

/** An operation, ready to render as a page. */
export interface OperationModel {
  operationId: string;
  /** Public route of the page. */
  route: string;
  /** Tag name (the operation's one tag). */
  tag: string;
  method: HttpMethod;
  /** Path template, e.g. /crypto/quote. */
  path: string;
  summary: string;
  descriptionHtml: string | null;
  /** First sentence of the description as plain text, for cards, search and meta tags. */
  excerpt: string | null;
  deprecated: boolean;
  /** Alternatives: any one of them authenticates the request. */
  security: SecurityView[];
  parameters: ParameterView[];
  requestBody: RequestBodyView | null;
  responses: ResponseView[];
  codeSamples: CodeSampleView[];
  /** JSON pointer of the operation in the spec, for messages. */
  pointer: string;
}

/** How a tag's pages are laid out, from its `x-docs` extension. */
export interface TagDocsOptions {
  /** The tag has its own overview page at /docs/api/<tag>. */
  overviewPage: boolean;
  /** Operation pages live under /docs/api/<tag>/…; otherwise directly under /docs/api. */
  nestOperations: boolean;
}

/** A tag, ready to render as an overview page and a sidebar category. */
export interface TagModel {
  name: string;
  displayName: string;
  descriptionHtml: string | null;
  excerpt: string | null;
  /** Overview page route, or null when the tag has none. */
  route: string | null;
  /** Operation ids in spec order. */
  operationIds: string[];
}

/** A server the API is reachable at. */
export interface ServerView {
  url: string;
  description: string | null;
}

/** The whole reference: spec metadata, tags and operations in spec order. */
export interface ApiReferenceModel {
  title: string;
  version: string;
  descriptionHtml: string | null;
  servers: ServerView[];
  tags: TagModel[];
  operations: OperationModel[];
}
