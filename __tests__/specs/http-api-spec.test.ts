/** @jest-environment node */
/**
 * The HTTP API description, specs/http-api.openapi.yaml: valid OpenAPI 3.1, clean under the
 * project's Redocly lint rules, examples that match their schemas, and exactly the reference
 * pages the site publishes.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { compileErrors, dereference, validate } from "@readme/openapi-parser";
import type { ValidateFunction } from "ajv/dist/2020";
import { parse } from "yaml";
import { writeResolved } from "../fixtures/facts";
import { createSpecAjv, withoutExtensions } from "../fixtures/openapi-ajv";

const ROOT = path.resolve(__dirname, "../..");
const SPEC_PATH = "specs/http-api.openapi.yaml";
// The spec as the build reads it: facts placeholders resolved.
const SPEC_FILE = writeResolved(SPEC_PATH);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function objectAt(value: unknown, where: string): JsonObject {
  if (!isObject(value)) throw new Error(`${where} is not an object`);
  return value;
}

const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

interface Operation {
  method: string;
  path: string;
  operation: JsonObject;
}

/** Every operation of a document, in spec order. */
function operationsOf(document: JsonObject): Operation[] {
  return Object.entries(objectAt(document.paths, "paths")).flatMap(([pathName, item]) =>
    Object.entries(objectAt(item, pathName))
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({ method, path: pathName, operation: objectAt(operation, `${method} ${pathName}`) })),
  );
}

/** The spec as written, without resolving references. */
const spec: JsonObject = objectAt(parse(readFileSync(SPEC_FILE, "utf8")), SPEC_PATH);
const operations = operationsOf(spec);

const EXPECTED_ROUTES = [
  "/docs/api/account/get-usage",
  "/docs/api/algo",
  "/docs/api/algo/get-symbols",
  "/docs/api/algo/upload-backtesting",
  "/docs/api/algo/upload-backtrader",
  "/docs/api/commodities",
  "/docs/api/commodities/get-symbols",
  "/docs/api/commodities/get-quote",
  "/docs/api/commodities/get-quotes",
  "/docs/api/commodities/get-insights",
  "/docs/api/commodities/get-types",
  "/docs/api/crypto",
  "/docs/api/crypto/get-symbols",
  "/docs/api/crypto/get-quote",
  "/docs/api/crypto/get-quotes",
  "/docs/api/crypto/get-insights",
  "/docs/api/crypto/convert",
  "/docs/api/crypto/get-exchanges",
  "/docs/api/currencies",
  "/docs/api/currencies/get-symbols",
  "/docs/api/currencies/get-quote",
  "/docs/api/currencies/get-quotes",
  "/docs/api/currencies/get-insights",
  "/docs/api/currencies/convert",
  "/docs/api/indices",
  "/docs/api/indices/get-symbols",
  "/docs/api/indices/get-quote",
  "/docs/api/indices/get-quotes",
  "/docs/api/indices/get-insights",
  "/docs/api/stocks",
  "/docs/api/stocks/get-symbols",
  "/docs/api/stocks/get-quote",
  "/docs/api/stocks/get-quotes",
  "/docs/api/stocks/get-insights",
  "/docs/api/stocks/get-markets",
  "/docs/api/stocks/get-market-status",
  "/docs/api/stocks/get-market-holidays",
  "/docs/api/stocks/get-trading-hours",
  "/docs/api/stocks/stock-get-countries",
  "/docs/api/get-markets-markets-get",
  "/docs/api/get-market-status-markets-status-get",
  "/docs/api/get-market-holidays-markets-holidays-get",
  "/docs/api/get-trading-hours-markets-hours-get",
];

describe("OpenAPI validity", () => {
  test(
    "@readme/openapi-parser validates the spec",
    async () => {
      const result = await validate(SPEC_FILE);
      expect(result.valid ? "valid" : compileErrors(result)).toBe("valid");
      expect(result.warnings).toEqual([]);
    },
    60_000,
  );

  test(
    "redocly lint passes with no errors and no warnings",
    () => {
      const run = spawnSync(path.join(ROOT, "node_modules/.bin/redocly"), ["lint", SPEC_FILE, "--config", "redocly.yaml"], {
        cwd: ROOT,
        encoding: "utf8",
        timeout: 170_000,
        env: {
          ...process.env,
          REDOCLY_TELEMETRY: "off",
          REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
          REDOCLY_SUPPRESS_NOTIFICATIONS: "true",
          NO_COLOR: "1",
          FORCE_COLOR: "0",
        },
      });
      const output = `${run.stdout}\n${run.stderr}`;
      // The whole output goes into the comparison so that a failure shows Redocly's report.
      expect({ status: run.status, error: run.error?.message ?? null, output }).toEqual({
        status: 0,
        error: null,
        output: expect.not.stringMatching(/\bwarnings?\b.*\bfound\b|You have \d+ warnings?/i),
      });
    },
    180_000,
  );

  test("the document is OpenAPI 3.1.0 with the two servers and both API key schemes", () => {
    expect(spec.openapi).toBe("3.1.0");
    expect(spec.servers).toEqual([
      { url: "https://api.tickwire.io/v1", description: "Production" },
      { url: "http://127.0.0.1:4010/v1", description: "Local sandbox" },
    ]);
    const components = objectAt(spec.components, "components");
    expect(components.securitySchemes).toEqual({
      ApiKeyHeader: expect.objectContaining({ type: "apiKey", in: "header", name: "X-API-Key" }),
      ApiKeyQuery: expect.objectContaining({ type: "apiKey", in: "query", name: "apikey" }),
    });
    expect(spec.security).toEqual([{ ApiKeyHeader: [] }, { ApiKeyQuery: [] }]);
  });
});

describe("examples", () => {
  /** Dereferenced spec, and an Ajv instance that understands the OpenAPI keywords it uses. */
  let resolved: JsonObject;
  const ajv = createSpecAjv();
  const compiled = new Map<JsonObject, ValidateFunction>();

  function validatorFor(schema: JsonObject): ValidateFunction {
    let validator = compiled.get(schema);
    if (!validator) {
      validator = ajv.compile(withoutExtensions(schema) as JsonObject);
      compiled.set(schema, validator);
    }
    return validator;
  }

  beforeAll(async () => {
    // Dereferencing replaces every $ref, so each schema compiles on its own.
    resolved = objectAt(await dereference(SPEC_FILE), "dereferenced spec");
  }, 60_000);

  interface Example {
    where: string;
    value: Json;
    schema: JsonObject;
  }

  /** A JSON pointer token. */
  const token = (key: string | number) => String(key).replace(/~/g, "~0").replace(/\//g, "~1");

  /**
   * Every example with the schema it must satisfy: `example` and `examples.*.value` of
   * parameters, headers and media types, and the `examples` array of every schema. A shared
   * object is visited once, at the first place it's found.
   */
  function collectExamples(node: Json, where: string, found: Example[], seen: Set<object>): Example[] {
    if (Array.isArray(node)) {
      node.forEach((item, index) => collectExamples(item, `${where}/${token(index)}`, found, seen));
      return found;
    }
    if (!isObject(node) || seen.has(node)) return found;
    seen.add(node);
    if (isObject(node.schema)) {
      const schema = node.schema;
      if ("example" in node) found.push({ where: `${where}/example`, value: node.example, schema });
      if (isObject(node.examples)) {
        for (const [name, example] of Object.entries(node.examples)) {
          if (isObject(example) && "value" in example) found.push({ where: `${where}/examples/${token(name)}/value`, value: example.value, schema });
        }
      }
    }
    if (Array.isArray(node.examples) && !("schema" in node)) {
      node.examples.forEach((value, index) => found.push({ where: `${where}/examples/${index}`, value, schema: node }));
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === "example" || key === "x-codeSamples") continue;
      if (key === "examples" && !Array.isArray(child)) continue;
      collectExamples(child, `${where}/${token(key)}`, found, seen);
    }
    return found;
  }

  /** All examples, components first so that shared schemas are reported where they're defined. */
  function allExamples(): Example[] {
    const seen = new Set<object>();
    const found: Example[] = [];
    collectExamples(resolved.components, "#/components", found, seen);
    collectExamples(resolved.paths, "#/paths", found, seen);
    return found;
  }

  /** Schemas that apply to a value: the schema, its allOf members, and the oneOf/anyOf branches it matches. */
  function applicable(schemas: JsonObject[], value: Json): JsonObject[] {
    return schemas.flatMap((schema) => {
      const parts = [schema];
      if (Array.isArray(schema.allOf)) parts.push(...applicable(schema.allOf.filter(isObject), value));
      for (const key of ["oneOf", "anyOf"]) {
        const branches = schema[key];
        if (Array.isArray(branches)) {
          parts.push(...applicable(branches.filter(isObject).filter((branch) => validatorFor(branch)(value)), value));
        }
      }
      return parts;
    });
  }

  /** Object keys in an example that no applicable schema declares: usually a typo in the example. */
  function undeclaredKeys(schemas: JsonObject[], value: Json, where: string): string[] {
    const parts = applicable(schemas, value);
    if (Array.isArray(value)) {
      const items = parts.map((part) => part.items).filter(isObject);
      return value.flatMap((item, index) => undeclaredKeys(items, item, `${where}/${index}`));
    }
    if (!isObject(value)) return [];
    const declared = parts.map((part) => part.properties).filter(isObject);
    const open = declared.length === 0 || parts.some((part) => isObject(part.additionalProperties) || part.additionalProperties === true);
    return Object.entries(value).flatMap(([key, child]) => {
      const childSchemas = declared.map((properties) => properties[key]).filter(isObject);
      if (childSchemas.length === 0) return open ? [] : [`${where}/${key}`];
      return undeclaredKeys(childSchemas, child, `${where}/${key}`);
    });
  }

  test("every example validates against its schema", () => {
    const examples = allExamples();
    // Parameters, headers, request and response bodies, and component schemas all have examples.
    expect(examples.length).toBeGreaterThan(250);
    const failures = examples.flatMap(({ where, value, schema }) => {
      const check = validatorFor(schema);
      return check(value) ? [] : [`${where}: ${ajv.errorsText(check.errors, { dataVar: "example" })}`];
    });
    expect(failures).toEqual([]);
  });

  test("examples only use properties their schemas declare", () => {
    const examples = allExamples();
    const undeclared = examples.flatMap(({ where, value, schema }) => undeclaredKeys([schema], value, where));
    expect(undeclared).toEqual([]);
  });

  test("every operation has a realistic 200 example", () => {
    const missing = operationsOf(resolved).filter(({ operation }) => {
      const ok = objectAt(objectAt(operation.responses, "responses")["200"], "200");
      const media = objectAt(objectAt(ok.content, "content")["application/json"], "application/json");
      return !("example" in media) && !isObject(media.examples);
    });
    expect(missing.map(({ method, path: pathName }) => `${method} ${pathName}`)).toEqual([]);
  });
});

describe("page routing contract", () => {
  const tags = Array.isArray(spec.tags) ? spec.tags.filter(isObject) : [];

  test("tags come in the documented order, with display names, descriptions and x-docs", () => {
    expect(tags.map((tag) => tag.name)).toEqual(["account", "algo", "commodities", "crypto", "currencies", "indices", "stocks", "markets"]);
    for (const tag of tags) {
      expect(tag["x-displayName"]).toEqual(expect.stringMatching(/^[A-Z]/));
      expect(tag.description).toEqual(expect.stringMatching(/\S.*\.\s+[A-Z`].*\./s));
    }
    const docs = Object.fromEntries(tags.filter((tag) => "x-docs" in tag).map((tag) => [tag.name, tag["x-docs"]]));
    expect(docs).toEqual({
      account: { overviewPage: false },
      markets: { overviewPage: false, nestOperations: false },
    });
  });

  test("the routes derived from tags and operationIds are exactly the published pages", () => {
    const routes: string[] = [];
    const problems: string[] = [];
    const options = new Map(
      tags.map((tag) => {
        const docs = isObject(tag["x-docs"]) ? tag["x-docs"] : {};
        return [String(tag.name), { overviewPage: docs.overviewPage !== false, nestOperations: docs.nestOperations !== false }];
      }),
    );
    for (const [name, { overviewPage }] of options) if (overviewPage) routes.push(`/docs/api/${name}`);
    for (const { method, path: pathName, operation } of operations) {
      const where = `${method} ${pathName}`;
      const operationTags = Array.isArray(operation.tags) ? operation.tags : [];
      const tag = String(operationTags[0]);
      const id = String(operation.operationId);
      const tagOptions = options.get(tag);
      if (operationTags.length !== 1 || !tagOptions) {
        problems.push(`${where}: needs exactly one declared tag, has ${JSON.stringify(operationTags)}`);
        continue;
      }
      if (!tagOptions.nestOperations) {
        routes.push(`/docs/api/${id}`);
      } else if (id.startsWith(`${tag}-`) && id.length > tag.length + 1) {
        routes.push(`/docs/api/${tag}/${id.slice(tag.length + 1)}`);
      } else {
        problems.push(`${where}: operationId "${id}" must start with "${tag}-"`);
      }
    }
    expect(problems).toEqual([]);
    expect(new Set(routes).size).toBe(routes.length);
    expect([...routes].sort()).toEqual([...EXPECTED_ROUTES].sort());
  });
});

describe("operations", () => {
  const REQUIRED_RESPONSES = ["200", "400", "401", "403", "404", "429", "500"];
  const RATE_LIMIT_HEADERS = ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "X-Request-Id"];
  const components = objectAt(spec.components, "components");
  const sharedResponses = objectAt(components.responses, "components.responses");

  /** A response as written, following one $ref to components/responses. */
  function responseOf(raw: Json): JsonObject {
    const response = objectAt(raw, "response");
    const ref = response.$ref;
    if (typeof ref !== "string") return response;
    return objectAt(sharedResponses[ref.replace("#/components/responses/", "")], ref);
  }

  test("every operation has a summary, a description, a unique operationId and the seven responses", () => {
    const problems = operations.flatMap(({ method, path: pathName, operation }) => {
      const where = `${method} ${pathName}`;
      const found: string[] = [];
      if (typeof operation.summary !== "string" || !operation.summary.trim()) found.push(`${where}: no summary`);
      if (typeof operation.description !== "string" || operation.description.trim().length < 80) found.push(`${where}: no real description`);
      const codes = Object.keys(objectAt(operation.responses, `${where} responses`)).sort();
      if (JSON.stringify(codes) !== JSON.stringify(REQUIRED_RESPONSES)) found.push(`${where}: responses ${codes.join(", ")}`);
      return found;
    });
    expect(problems).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === "string" && /^[a-z0-9-]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(37);
  });

  test("errors share components/responses; 200 and 429 carry the rate-limit headers, 429 also Retry-After", () => {
    const problems = operations.flatMap(({ method, path: pathName, operation }) => {
      const where = `${method} ${pathName}`;
      const responses = objectAt(operation.responses, where);
      const found: string[] = [];
      for (const code of REQUIRED_RESPONSES.slice(1)) {
        if (typeof objectAt(responses[code], `${where} ${code}`).$ref !== "string") found.push(`${where} ${code}: not a shared response`);
      }
      for (const code of ["200", "429"]) {
        const headers = Object.keys(objectAt(responseOf(responses[code]).headers, `${where} ${code} headers`));
        for (const header of RATE_LIMIT_HEADERS) if (!headers.includes(header)) found.push(`${where} ${code}: no ${header}`);
      }
      if (!Object.keys(objectAt(responseOf(responses["429"]).headers, where)).includes("Retry-After")) found.push(`${where} 429: no Retry-After`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  test("only the algo uploads are POST requests, with multipart/form-data bodies and a binary file", () => {
    const posts = operations.filter(({ method }) => method !== "get");
    expect(posts.map(({ method, path: pathName }) => `${method} ${pathName}`)).toEqual(["post /algo/backtesting", "post /algo/backtrader"]);
    for (const { operation } of posts) {
      const content = objectAt(objectAt(operation.requestBody, "requestBody").content, "content");
      expect(Object.keys(content)).toEqual(["multipart/form-data"]);
    }
    const schemas = objectAt(components.schemas, "components.schemas");
    for (const name of ["BacktestUpload", "BacktraderUpload"]) {
      expect(JSON.stringify(schemas[name])).toContain('"file":{"type":"string","format":"binary"');
    }
  });

  test("page and page_size are on exactly the paginated endpoints of the pagination guide", () => {
    const paginated = operations
      .filter(({ operation }) =>
        (Array.isArray(operation.parameters) ? operation.parameters : []).some((parameter) => isObject(parameter) && parameter.$ref === "#/components/parameters/PageSize"),
      )
      .map(({ path: pathName }) => pathName)
      .sort();
    expect(paginated).toEqual(
      ["/algo/symbols", "/commodities/symbols", "/crypto/exchanges", "/crypto/symbols", "/currencies/symbols", "/indices/symbols", "/markets/holidays", "/stocks/symbols"].sort(),
    );
    const parameters = objectAt(components.parameters, "components.parameters");
    expect(objectAt(parameters.Page, "Page").schema).toEqual({ type: "integer", minimum: 1, default: 1 });
    expect(objectAt(parameters.PageSize, "PageSize").schema).toEqual({ type: "integer", minimum: 1, maximum: 500, default: 100 });
  });

  test("every component schema and every property in it has a description", () => {
    const missing: string[] = [];
    const walk = (schema: Json, where: string) => {
      if (!isObject(schema)) return;
      if (isObject(schema.properties)) {
        for (const [name, property] of Object.entries(schema.properties)) {
          if (!isObject(property) || typeof property.description !== "string") missing.push(`${where}.${name}`);
          walk(property, `${where}.${name}`);
        }
      }
      for (const key of ["allOf", "oneOf", "anyOf"]) {
        const parts = schema[key];
        if (Array.isArray(parts)) parts.forEach((part, index) => walk(part, `${where}/${key}/${index}`));
      }
      walk(schema.items ?? null, `${where}[]`);
    };
    for (const [name, schema] of Object.entries(objectAt(components.schemas, "components.schemas"))) {
      if (!isObject(schema) || typeof schema.description !== "string") missing.push(name);
      walk(schema, name);
    }
    expect(missing).toEqual([]);
  });

  test("code samples use the site's language keys", () => {
    const languages = ["curl", "python", "go", "nodejs", "ruby", "csharp", "php", "java", "powershell"];
    const samples = operations.flatMap(({ operation }) => (Array.isArray(operation["x-codeSamples"]) ? operation["x-codeSamples"] : []));
    expect(samples.length).toBeGreaterThan(0);
    for (const sample of samples) {
      expect(sample).toEqual({ lang: expect.any(String), label: expect.any(String), source: expect.stringMatching(/\S/) });
      expect(languages).toContain(objectAt(sample, "sample").lang);
    }
  });

  test("descriptions are Markdown without raw HTML", () => {
    const texts: Array<{ where: string; text: string }> = [];
    const walk = (node: Json, where: string) => {
      if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${where}/${index}`));
      if (!isObject(node)) return;
      for (const [key, value] of Object.entries(node)) {
        if (key === "x-codeSamples" || key === "example" || key === "examples") continue;
        if ((key === "description" || key === "summary") && typeof value === "string") texts.push({ where: `${where}/${key}`, text: value });
        else walk(value, `${where}/${key}`);
      }
    };
    walk(spec, "#");
    const withHtml = texts.filter(({ text }) => /<\/?[A-Za-z!][^>]*>/.test(text.replace(/```[\s\S]*?```/g, "").replace(/`[^`]*`/g, "")));
    expect(withHtml.map(({ where }) => where)).toEqual([]);
  });
});
