/** @jest-environment node */
import { groupByShape, sampleShape } from "./fixtures/sample-shapes";
import { httpSamples, type HttpSample } from "./fixtures/samples-catalogue";

const BASE = "http://127.0.0.1:9/v1";

function sample(name: string, source: string, url: string, overrides: Partial<HttpSample> = {}): HttpSample {
  return {
    name,
    key: `tw_test_allinone_${name}`,
    where: `/docs/${name}`,
    source,
    expect: { kind: "response", url },
    ...overrides,
  };
}

/** A Java-like program requesting `url` with the sample's key. */
const program = (url: string, key: string, extra = "") =>
  `HttpRequest.newBuilder().uri(URI.create("${url}")).header("X-API-Key", "${key}")${extra};`;

const made = (name: string, path: string, extra = "") => {
  const url = `${BASE}${path}`;
  return sample(name, program(url, `tw_test_allinone_${name}`, extra), url);
};

test("samples that differ only in the URL they request and their key have one shape", () => {
  const a = made("a", "/stocks/quote?symbol=AAPL&country=us");
  const b = made("b", "/crypto/quote?symbol=ETHUSD&exchange=kraken");
  expect(sampleShape(a, BASE)).toBe(sampleShape(b, BASE));
  expect(groupByShape([a, b], BASE)).toEqual([{ runs: a, alike: [b] }]);
});

test("a URL holding other punctuation, or any other change to the program, is a shape of its own", () => {
  const plain = made("plain", "/stocks/quote?symbol=AAPL");
  const percent = made("percent", "/stocks/quote?symbol=BRK%2EB");
  const dated = made("dated", "/stocks/insights?symbol=AAPL&from=2024-01-02");
  const other = made("other", "/stocks/quote?symbol=MSFT", '.header("Accept", "application/json")');
  const groups = groupByShape([plain, percent, dated, other], BASE);
  expect(groups.map(({ runs }) => runs.name)).toEqual(["plain", "percent", "dated", "other"]);
});

test("an upload, and a sample whose URL is built in code, always run", () => {
  const upload = sample("upload", program(`${BASE}/algo/backtests`, "tw_test_allinone_upload"), "", {
    expect: { kind: "upload", name: "run" },
  });
  const again = { ...upload, name: "again" };
  const built = sample(
    "built",
    `requests.get(BASE + "/quote", params={"symbol": "AAPL"})`,
    `${BASE}/quote?symbol=AAPL`,
  );
  const twin = { ...built, name: "twin" };
  expect(groupByShape([upload, again, built, twin], BASE).map(({ runs, alike }) => [runs.name, alike.length])).toEqual([
    ["upload", 0],
    ["again", 0],
    ["built", 0],
    ["twin", 0],
  ]);
});

test.each(["java", "csharp", "go", "python", "ruby", "php", "nodejs", "curl"] as const)(
  "the %s samples of the site fall into a few shapes, each sample in one",
  (lang) => {
    const samples = httpSamples(lang, { baseUrl: BASE, key: "tw_test_allinone_list" });
    const groups = groupByShape(samples, BASE);
    expect(groups.flatMap(({ runs, alike }) => [runs, ...alike]).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      [...samples].sort((a, b) => a.name.localeCompare(b.name)),
    );
    // The reference's GET samples come from one generator: a handful of shapes, not one per operation.
    expect(groups.length).toBeLessThan(samples.length / 2);
  },
);
