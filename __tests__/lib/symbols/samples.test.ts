/** @jest-environment node */
import { quoteRequest, quoteSamples, subscribeMessage } from "../../../src/lib/symbols/samples";
import { plainHighlight } from "../../fixtures/symbol-catalogue";

describe("quote request samples", () => {
  const request = quoteRequest("https://api.tickwire.io/v1", "/currencies/quote", "EURUSD");

  test("a GET of the quote endpoint with the symbol and the API key header", () => {
    expect(request).toEqual({
      method: "get",
      url: "https://api.tickwire.io/v1/currencies/quote",
      query: [{ name: "symbol", value: "EURUSD" }],
      headers: [{ name: "X-API-Key", value: "YOUR_API_KEY" }],
      body: null,
    });
  });

  test("curl and Python read as a reader would type them", () => {
    const [curl, python] = quoteSamples(request, plainHighlight);
    expect(curl.source).toBe(
      "curl --request GET \\\n  --url 'https://api.tickwire.io/v1/currencies/quote?symbol=EURUSD' \\\n  --header 'X-API-Key: YOUR_API_KEY'",
    );
    expect(python.source).toBe(
      'import json\n\nimport requests\n\nurl = "https://api.tickwire.io/v1/currencies/quote?symbol=EURUSD"\nheaders = {\n    "X-API-Key": "YOUR_API_KEY",\n}\n\nresponse = requests.request("GET", url, headers=headers, timeout=30)\nresponse.raise_for_status()\nprint(json.dumps(response.json(), indent=2))',
    );
  });

  test("each sample is highlighted in its own language", () => {
    const highlight = jest.fn((code: string, language: string) => `${language}:${code.length}`);
    const samples = quoteSamples(request, highlight);
    expect(samples.map((sample) => sample.html)).toEqual(
      samples.map((sample) => `${sample.lang}:${sample.source.length}`),
    );
  });
});

test("the subscribe message is the JSON a client sends", () => {
  expect(JSON.parse(subscribeMessage(["BTCUSD", "BTCEUR"]))).toEqual({
    action: "subscribe",
    symbols: ["BTCUSD", "BTCEUR"],
  });
});
