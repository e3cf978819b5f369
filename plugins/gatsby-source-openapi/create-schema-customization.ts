import type { GatsbyNode } from "gatsby";

/** The HTTP API content model, typed and described so GraphiQL documents it for authors. */
export const typeDefs = /* GraphQL */ `
  """
  The HTTP API spec (OpenAPI 3.1) the reference is generated from.
  """
  type ApiSpec implements Node @dontInfer {
    "Sidebar generator name the spec feeds, e.g. http-api."
    source: String!
    "Spec file relative to the project root."
    sourceFile: String!
    "API title from info.title."
    title: String!
    "API version from info.version."
    version: String!
    "info.description rendered from Markdown to safe HTML."
    descriptionHtml: String
    "Servers the API is reachable at; code samples use the first."
    servers: [ApiServer!]!
    "Public paths of the downloadable spec."
    downloads: ApiSpecDownloads!
  }

  """
  A server of the API.
  """
  type ApiServer {
    "Base URL, e.g. https://api.tickwire.io/v1."
    url: String!
    "What the server is, e.g. Production or Local mock."
    description: String
  }

  """
  Where the spec can be downloaded.
  """
  type ApiSpecDownloads {
    "Public path of the YAML copy."
    yaml: String!
    "Public path of the JSON copy."
    json: String!
  }

  """
  A tag of the spec: an asset class or area, with an overview page unless x-docs.overviewPage is false.
  """
  type ApiTag implements Node @dontInfer {
    "Tag name, lowercase: part of routes (crypto, stocks, markets …)."
    name: String!
    "Display name from x-displayName."
    displayName: String!
    "Tag description rendered from Markdown to safe HTML."
    descriptionHtml: String
    "First sentence of the description, as plain text."
    excerpt: String
    "Overview page route, or null when the tag has none."
    route: String
    "Operation ids in spec order."
    operationIds: [String!]!
    "The tag's operations."
    operations: [ApiOperation!]! @link(by: "operationId", from: "operationIds")
    "Order in the spec."
    position: Int!
  }

  """
  An operation of the spec, rendered as one page.
  """
  type ApiOperation implements Node @dontInfer {
    "Unique id; with the tag it gives the route."
    operationId: String!
    "Public route, e.g. /docs/api/crypto/get-quote."
    route: String!
    "Name of the operation's tag."
    tag: String!
    "The operation's tag."
    apiTag: ApiTag @link(by: "name", from: "tag")
    "Lowercase HTTP method."
    method: String!
    "Path template, e.g. /crypto/quote."
    path: String!
    "Short title of the operation, the page's h1."
    summary: String!
    "Description rendered from Markdown to safe HTML."
    descriptionHtml: String
    "First sentence of the description, as plain text."
    excerpt: String
    "True when the spec marks the operation deprecated."
    deprecated: Boolean!
    "Alternatives: any one authenticates the request."
    security: [ApiSecurity!]!
    "Path, query and header parameters in spec order."
    parameters: [ApiParameter!]!
    "The request body, or null when the operation takes none."
    requestBody: ApiRequestBody
    "Responses in spec order."
    responses: [ApiResponse!]!
    "The first response, the one a page ships with."
    initialResponse: ApiResponse!
    "Public URL of a JSON file with every response after the first, by status code (schemas compacted)."
    responsesUrl: String!
    "Public URL of a JSON file with what Try it needs: servers, parameters, body and response schemas with references inlined."
    tryItUrl: String!
    "Code samples in curl, Python, Go, Node.js, Ruby, C#, PHP, Java and PowerShell."
    codeSamples: [ApiCodeSample!]!
    "The first code sample, the one a page ships with."
    defaultSample: ApiCodeSample!
    "Public URL of a JSON file mapping every sample language to its highlighted code."
    samplesUrl: String!
    "JSON pointer of the operation in the spec."
    pointer: String!
    "Spec file relative to the project root."
    sourceFile: String!
    "Name of the sidebar that lists the operation (api)."
    sidebar: String
    "Order in the spec."
    position: Int!
  }

  """
  How an operation authenticates.
  """
  type ApiSecurity {
    "Scheme name in components.securitySchemes."
    scheme: String!
    "header, query or cookie for API keys."
    in: String!
    "Header or parameter that carries the key."
    name: String!
    "The scheme's description rendered to safe HTML."
    descriptionHtml: String
  }

  """
  A parameter of an operation.
  """
  type ApiParameter {
    "Parameter name as sent."
    name: String!
    "path, query, header or cookie."
    in: String!
    "Whether a request must send it."
    required: Boolean!
    "True when the spec marks the parameter deprecated."
    deprecated: Boolean!
    "Description rendered from Markdown to safe HTML."
    descriptionHtml: String
    "The parameter's schema view (type, constraints, enum, default); fields at their default are left out."
    schema: JSON!
    "An example value as JSON text."
    example: String
  }

  """
  The request body of an operation.
  """
  type ApiRequestBody {
    "Whether a request must send a body."
    required: Boolean!
    "Description rendered from Markdown to safe HTML."
    descriptionHtml: String
    "Media type, e.g. multipart/form-data."
    contentType: String!
    "Schema view of the body."
    schema: JSON!
    "Example as pretty JSON, for JSON bodies."
    example: String
  }

  """
  A documented response.
  """
  type ApiResponse {
    "Status code, range (5XX) or default."
    status: String!
    "Description rendered from Markdown to safe HTML."
    descriptionHtml: String
    "Media type of the body, e.g. application/json; null without a body."
    contentType: String
    "Schema view of the body."
    schema: JSON
    "Example body as pretty JSON."
    example: String
    "Example body highlighted as HTML."
    exampleHtml: String
    "Whether the response has an example body."
    hasExample: Boolean!
    "Response headers the spec documents, e.g. rate limits."
    headers: [ApiHeader!]!
  }

  """
  A response header.
  """
  type ApiHeader {
    "Header name, e.g. X-RateLimit-Remaining."
    name: String!
    "Description rendered from Markdown to safe HTML."
    descriptionHtml: String
    "Display type, e.g. integer."
    type: String!
  }

  """
  A code sample in one language.
  """
  type ApiCodeSample {
    "Site-wide language key: curl, python, go, nodejs, ruby, csharp, php, java or powershell."
    lang: String!
    "Tab label, e.g. Python."
    label: String!
    "Plain source."
    source: String!
    "Highlighted code element as HTML."
    html: String!
    "True when written in the spec's x-codeSamples rather than generated."
    custom: Boolean!
  }
`;

/** Registers the HTTP API content model. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
