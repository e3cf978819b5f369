import { operationMarkdown, type OperationSource } from "../../../src/lib/markdown-export/operation";

const OPERATION: OperationSource = {
  route: "/docs/api/stocks/get-quote",
  method: "get",
  path: "/stocks/quote",
  summary: "Get a stock quote",
  descriptionHtml: "<p>The latest quote of one stock.</p>",
  deprecated: false,
  security: [{ scheme: "ApiKeyAuth", in: "header", name: "X-API-Key" }],
  parameters: [
    {
      name: "country",
      in: "query",
      required: false,
      deprecated: false,
      descriptionHtml: "<p>Country code.</p>",
      schema: {
        type: "string",
        enumValues: [JSON.stringify("us"), JSON.stringify("de")],
        constraints: ["pattern ^[a-z]{2}$"],
      },
      example: JSON.stringify("us"),
    },
    {
      name: "symbol",
      in: "query",
      required: true,
      deprecated: false,
      descriptionHtml: "<p>Ticker | name.</p>",
      schema: { type: "string" },
      example: "AAPL",
    },
  ],
  requestBody: null,
  responses: [
    {
      status: "200",
      descriptionHtml: "<p>The quote.</p>",
      contentType: "application/json",
      schema: {
        type: "object",
        properties: [
          {
            type: "object",
            name: "data",
            required: true,
            properties: [{ type: "number", name: "price", descriptionHtml: "<p>Last price.</p>" }],
          },
        ],
      },
      example: '{\n  "data": { "price": 1 }\n}',
      headers: [{ name: "X-RateLimit-Remaining", descriptionHtml: "<p>Calls left.</p>", type: "integer" }],
    },
    {
      status: "401",
      descriptionHtml: "<p>No key.</p>",
      contentType: "application/problem+json",
      schema: null,
      example: null,
    },
  ],
  codeSamples: [
    { lang: "python", label: "Python", source: "import requests" },
    { lang: "curl", label: "curl", source: 'curl "https://api.tickwire.io/v1/stocks/quote?symbol=AAPL"' },
  ],
};

describe("operationMarkdown", () => {
  const markdown = operationMarkdown(OPERATION, { serverUrl: "https://api.tickwire.io/v1" });

  it("names the method and full path under the summary", () => {
    expect(
      markdown.startsWith(
        "# Get a stock quote\n\n```http\nGET https://api.tickwire.io/v1/stocks/quote\n```\n\nThe latest quote of one stock.",
      ),
    ).toBe(true);
    expect(markdown).toContain("Authentication: `X-API-Key` header.");
  });

  it("lists the parameters in a table, escaping pipes", () => {
    expect(markdown).toContain("| Name | In | Type | Required | Description |");
    expect(markdown).toContain("| `symbol` | query | string | yes | Ticker \\| name. Example: `AAPL`. |");
    expect(markdown).toContain(
      "| `country` | query | string | no | Country code. One of `us`, `de`. Pattern `^[a-z]{2}$`. Example: `us`. |",
    );
  });

  it("gives each response its fields, headers and example", () => {
    expect(markdown).toContain("### 200\n\nThe quote.\n\nContent type: `application/json`.");
    expect(markdown).toContain("| `X-RateLimit-Remaining` | integer | Calls left. |");
    expect(markdown).toContain("| `data.price` | number | no | Last price. |");
    expect(markdown).toContain('```json title="Example 200 response"\n{\n  "data": { "price": 1 }\n}\n```');
    expect(markdown).toContain("### 401\n\nNo key.");
  });

  it("ends with the curl sample", () => {
    expect(
      markdown
        .trimEnd()
        .endsWith(
          '## Example request\n\n```bash title="curl"\ncurl "https://api.tickwire.io/v1/stocks/quote?symbol=AAPL"\n```',
        ),
    ).toBe(true);
    expect(markdown).not.toContain("import requests");
  });

  it("shows a request body with its example", () => {
    const withBody = operationMarkdown({
      ...OPERATION,
      method: "post",
      requestBody: {
        required: true,
        descriptionHtml: null,
        contentType: "application/json",
        schema: { type: "object", properties: [{ type: "string", name: "name", required: true }] },
        example: '{"name": "x"}',
      },
    });
    expect(withBody).toContain(
      "## Request body\n\n`application/json`, required.\n\n| Field | Type | Required | Description |",
    );
    expect(withBody).toContain('```json title="Example request body"\n{"name": "x"}\n```');
  });
});
