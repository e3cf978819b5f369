import type { TryItOperation } from "../../../src/lib/tryit/operation";
import {
  buildRequest,
  displayedKey,
  initialInput,
  preferHeader,
  proxiedUrl,
  snippetRequest,
  typedValue,
  validateInput,
} from "../../../src/lib/tryit/request";

export const getQuote: TryItOperation = {
  operationId: "stocks-get-quote",
  method: "get",
  path: "/stocks/quote",
  servers: [
    { url: "https://api.tickwire.io/v1", description: "Production", mock: false },
    { url: "http://127.0.0.1:4010/v1", description: "Local sandbox", mock: true },
  ],
  auth: [
    { in: "header", name: "X-API-Key" },
    { in: "query", name: "apikey" },
  ],
  parameters: [
    {
      name: "symbol",
      in: "query",
      required: true,
      description: null,
      schema: { type: "string", pattern: "^[A-Za-z0-9][A-Za-z0-9.-]{0,11}$" },
      example: "AAPL",
      suggests: "stocks",
    },
    {
      name: "country",
      in: "query",
      required: true,
      description: null,
      schema: { type: "string", enum: ["us", "de"] },
      example: "us",
      suggests: null,
    },
    {
      name: "page_size",
      in: "query",
      required: false,
      description: null,
      schema: { type: "integer", minimum: 1, maximum: 500 },
      example: 100,
      suggests: null,
    },
    {
      name: "symbols",
      in: "query",
      required: false,
      description: null,
      schema: { type: "array", items: { type: "string" }, maxItems: 3 },
      example: null,
      suggests: "stocks",
    },
  ],
  body: null,
  responses: [
    { status: "200", description: "OK", contentType: "application/json", schema: null, headers: [], examples: [] },
  ],
};

describe("request building", () => {
  test("the form starts with the spec's examples for required parameters", () => {
    expect(initialInput(getQuote).values).toEqual({ "query:symbol": "AAPL", "query:country": "us" });
  });

  test("typed values follow the schema's type", () => {
    expect(typedValue(getQuote.parameters[2], "25")).toBe(25);
    expect(typedValue(getQuote.parameters[3], "AAPL, MSFT")).toEqual(["AAPL", "MSFT"]);
    expect(typedValue(getQuote.parameters[0], "  ")).toBeUndefined();
    const params = { schema: { type: "object" as const } };
    expect(typedValue(params, '{"fast":20}')).toEqual({ fast: 20 });
    expect(typedValue(params, "{not json")).toBe("{not json");
  });

  test("validation names each field: required, enum, range, pattern, array length", () => {
    const input = {
      ...initialInput(getQuote),
      values: { "query:symbol": "AA PL", "query:country": "fr", "query:page_size": "1000", "query:symbols": "A,B,C,D" },
    };
    const errors = validateInput(getQuote, input);
    expect(errors.map((error) => error.field)).toEqual([
      "query:symbol",
      "query:country",
      "query:page_size",
      "query:symbols",
    ]);
    // As the API words its 400s: the parameter, the rule and the value that was sent.
    expect(errors.map((error) => error.message)).toEqual([
      'symbol must match the pattern ^[A-Za-z0-9][A-Za-z0-9.-]{0,11}$; "AA PL" was sent.',
      'country must be one of "us", "de"; "fr" was sent.',
      "page_size must be between 1 and 500; 1000 was sent.",
      "symbols takes at most 3 items; 4 were sent.",
    ]);
    expect(
      validateInput(getQuote, { ...input, values: { ...input.values, "query:page_size": "ten" } })[2].message,
    ).toBe('page_size must be of type integer; "ten" was sent.');
    expect(validateInput(getQuote, { ...input, values: {} }).map((error) => error.message)).toEqual([
      "symbol is required.",
      "country is required.",
    ]);
    expect(validateInput(getQuote, initialInput(getQuote))).toEqual([]);
  });

  test("the key goes in the header scheme; values are encoded; Prefer only when chosen", () => {
    const built = buildRequest(
      getQuote,
      {
        ...initialInput(getQuote),
        values: { "query:symbol": "BRK.B", "query:country": "us", "query:symbols": "A,B&c" },
      },
      "http://127.0.0.1:4010/v1",
      "tw_key",
      "code=429",
    );
    expect(built.url).toBe("http://127.0.0.1:4010/v1/stocks/quote?symbol=BRK.B&country=us&symbols=A,B%26c");
    expect(built.headers).toEqual([
      { name: "X-API-Key", value: "tw_key" },
      { name: "Accept", value: "application/json" },
      { name: "Prefer", value: "code=429" },
    ]);
    expect(
      buildRequest(getQuote, initialInput(getQuote), "https://api.tickwire.io/v1", "", null).headers.map((h) => h.name),
    ).toEqual(["Accept"]);
  });

  test("Prefer is never empty and never carries anything but a code and an example name", () => {
    expect(preferHeader({ code: null, example: null })).toBeNull();
    expect(preferHeader({ code: "429", example: "daily" })).toBe("code=429, example=daily");
    expect(preferHeader({ code: "4XX", example: "a b" })).toBeNull();
    expect(preferHeader({ code: null, example: "per_minute" })).toBe("example=per_minute");
  });

  test("samples mask the key unless it is revealed, and show a placeholder when there is none", () => {
    expect(displayedKey("", false)).toBe("YOUR_API_KEY");
    expect(displayedKey("tw_live_secret1234", false)).toBe("••••••••1234");
    expect(displayedKey("tw_live_secret1234", true)).toBe("tw_live_secret1234");
    const sample = snippetRequest(
      getQuote,
      initialInput(getQuote),
      "https://api.tickwire.io/v1",
      "tw_live_secret1234",
      false,
      null,
    );
    expect(JSON.stringify(sample)).not.toContain("secret");
  });

  test("the proxy gets the target as its url parameter", () => {
    expect(
      proxiedUrl("http://127.0.0.1:4030/api/proxy", "http://127.0.0.1:4010/v1/stocks/quote?symbol=A&country=us"),
    ).toBe(
      "http://127.0.0.1:4030/api/proxy?url=http%3A%2F%2F127.0.0.1%3A4010%2Fv1%2Fstocks%2Fquote%3Fsymbol%3DA%26country%3Dus",
    );
  });
});
