/** @jest-environment node */
import { milliseconds, parseWrk } from "../../bench/wrk.ts";

describe("milliseconds", () => {
  test.each([
    ["812.00us", 0.812],
    ["3.25ms", 3.25],
    ["1.02s", 1020],
    ["2.00m", 120_000],
  ])("%s is %d ms", (text, ms) => {
    expect(milliseconds(text)).toBeCloseTo(ms, 6);
  });

  test("anything else is NaN", () => {
    expect(milliseconds("")).toBeNaN();
    expect(milliseconds("3.25 ms")).toBeNaN();
  });
});

describe("parseWrk", () => {
  const report = [
    "Running 10s test @ http://127.0.0.1:8000/docs",
    "  2 threads and 100 connections",
    "  Thread Stats   Avg      Stdev     Max   +/- Stdev",
    "    Latency     4.21ms    1.10ms  30.12ms   90.00%",
    "  Latency Distribution",
    "     50%    4.01ms",
    "     75%    4.60ms",
    "     90%    5.30ms",
    "     99%    8.75ms",
    "  231000 requests in 10.00s, 1.20GB read",
    "  Socket errors: connect 1, read 2, write 3, timeout 4",
    "  Non-2xx or 3xx responses: 5",
    "Requests/sec:  23100.45",
    "Transfer/sec:    122.88MB",
  ].join("\n");

  test("reads requests per second, latency, statuses and socket errors", () => {
    expect(parseWrk(report)).toEqual({
      rps: 23100.45,
      mean: 4.21,
      p50: 4.01,
      p99: 8.75,
      non2xx: 5,
      timeouts: 4,
      socketErrors: 6,
    });
  });

  test("a report without errors counts none", () => {
    const clean = report
      .split("\n")
      .filter((line) => !/Socket errors|Non-2xx/.test(line))
      .join("\n");
    expect(parseWrk(clean)).toMatchObject({ non2xx: 0, timeouts: 0, socketErrors: 0 });
  });
});
