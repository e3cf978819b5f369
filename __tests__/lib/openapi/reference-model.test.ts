/** @jest-environment node */
import fs from "fs";
import { AuthorError } from "../../../src/lib/author-error";
import { SAMPLE_LANGUAGES } from "../../../src/lib/openapi/code-samples";
import { buildApiReference } from "../../../src/lib/openapi/reference-model";
import { inlineSpec, plainHighlight } from "../../fixtures/openapi-specs";

const MINIMAL = fs.readFileSync("__tests__/fixtures/openapi/minimal.yaml", "utf8");
const build = (yaml: string) => buildApiReference(inlineSpec(yaml), { highlight: plainHighlight });

/** The error message building a spec stops with. */
function errorOf(yaml: string): string {
  try {
    build(yaml);
  } catch (error) {
    if (error instanceof AuthorError) return error.message;
    throw error;
  }
  throw new Error("the spec was accepted");
}

describe("buildApiReference on a valid spec", () => {
  const model = build(MINIMAL);
  const quote = model.operations[0];

  test("routes follow the tag rules: nested under the tag, or directly under /docs/api", () => {
    expect(model.operations.map((operation) => operation.route)).toEqual([
      "/docs/api/crypto/get-quote",
      "/docs/api/get-markets-markets-get",
    ]);
    expect(model.tags.map((tag) => [tag.name, tag.route, tag.operationIds])).toEqual([
      ["crypto", "/docs/api/crypto", ["crypto-get-quote"]],
      ["markets", null, ["get-markets-markets-get"]],
    ]);
  });

  test("parameters merge path-level and operation-level declarations", () => {
    expect(
      quote.parameters.map((parameter) => `${parameter.in}:${parameter.name}${parameter.required ? "*" : ""}`),
    ).toEqual(["path:symbol*", "query:fields"]);
    expect(quote.parameters[0].example).toBe('"BTCUSD"');
  });

  test("every operation has a sample in all nine languages with its method and URL", () => {
    for (const operation of model.operations) {
      expect(operation.codeSamples.map((sample) => sample.lang)).toEqual(
        SAMPLE_LANGUAGES.map((language) => language.lang),
      );
      for (const sample of operation.codeSamples) {
        expect(sample.source).toMatch(new RegExp(operation.method, "i"));
        expect(sample.source).toContain(`https://api.example.test/v1${operation.path.replace("{symbol}", "BTCUSD")}`);
        expect(sample.source).toContain("YOUR_API_KEY");
        expect(sample.html).toContain(`language-`);
      }
    }
  });

  test("the recommended key placement is the header", () => {
    const curl = quote.codeSamples.find((sample) => sample.lang === "curl");
    expect(curl?.source).toBe(
      [
        "curl --request GET \\",
        "  --url 'https://api.example.test/v1/crypto/quote/BTCUSD' \\",
        "  --header 'X-API-Key: YOUR_API_KEY'",
      ].join("\n"),
    );
  });

  test("responses keep their headers, schema and highlighted example; excerpt is the first sentence", () => {
    expect(quote.responses[0]).toMatchObject({ status: "200", contentType: "application/json" });
    expect(quote.responses[0].headers.map((header) => header.name)).toEqual(["X-RateLimit-Remaining"]);
    expect(quote.responses[0].exampleHtml).toContain('"symbol": "BTCUSD"');
    expect(quote.excerpt).toBe("Latest quote for one pair.");
  });

  test("x-codeSamples replace a generated language", () => {
    const custom = MINIMAL.replace(
      "      summary: Get quote\n",
      "      summary: Get quote\n      x-codeSamples:\n        - { lang: python, label: Python SDK, source: \"print('hi')\" }\n",
    );
    const python = build(custom).operations[0].codeSamples.find((sample) => sample.lang === "python");
    expect(python).toMatchObject({ label: "Python SDK", source: "print('hi')", custom: true });
  });

  test("raw HTML in descriptions is escaped", () => {
    const hostile = MINIMAL.replace("Latest quote for one pair.", "Latest <script>alert(1)</script> quote.");
    expect(build(hostile).operations[0].descriptionHtml).toBe(
      "<p>Latest &lt;script&gt;alert(1)&lt;/script&gt; quote. Real time on every plan.</p>",
    );
  });
});

describe("buildApiReference stops on a broken spec with file, line and pointer", () => {
  test("a dangling $ref", () => {
    expect(
      errorOf(MINIMAL.replace('$ref: "#/components/schemas/Quote"', '$ref: "#/components/schemas/Qoute"')),
    ).toMatchSnapshot();
  });

  test("an undeclared path parameter", () => {
    expect(errorOf(MINIMAL.replace("  /markets:", "  /markets/{country}:"))).toMatchSnapshot();
  });

  test("an example that does not match its schema", () => {
    expect(errorOf(MINIMAL.replace("price: 67241.18", 'price: "67241.18"'))).toMatchSnapshot();
  });

  test("two pages on one route", () => {
    expect(errorOf(MINIMAL.replace("operationId: get-markets-markets-get", "operationId: crypto"))).toMatchSnapshot();
    expect(errorOf(MINIMAL.replace("operationId: get-markets-markets-get", "operationId: crypto-get-quote"))).toMatch(
      /operationId "crypto-get-quote" is also used at/,
    );
  });

  test("an operation id that breaks the routing rule", () => {
    expect(errorOf(MINIMAL.replace("operationId: crypto-get-quote", "operationId: get-quote"))).toMatchSnapshot();
  });

  test("an operation without a declared tag", () => {
    expect(errorOf(MINIMAL.replace("tags: [crypto]", "tags: [coins]"))).toMatchSnapshot();
  });
});
