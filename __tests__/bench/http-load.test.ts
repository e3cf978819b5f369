/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { runLoad } from "../../bench/http-load.ts";

const CONNECTIONS = 5;

let server: http.Server;
let origin: string;
let inFlight = 0;
let mostInFlight = 0;
const sockets = new Set<unknown>();

/**
 * Answers are held until this many requests are in flight, so that the load's concurrency is
 * measured rather than raced on a busy machine; a client that sends fewer at a time is answered
 * after a second, and the count shows it. 1 (the default) answers at once.
 */
let answerAt = 1;
let held: Array<() => void> = [];
let releaseTimer: NodeJS.Timeout | undefined;
function release(): void {
  clearTimeout(releaseTimer);
  releaseTimer = undefined;
  const answers = held;
  held = [];
  for (const answer of answers) answer();
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    sockets.add(req.socket);
    held.push(() => {
      inFlight--;
      res.writeHead(req.url?.startsWith("/missing") ? 404 : 200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ key: req.headers["x-api-key"] ?? null }));
    });
    if (inFlight >= answerAt) release();
    else releaseTimer ??= setTimeout(release, 1_000);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  answerAt = 1;
  mostInFlight = 0;
  sockets.clear();
});

test("sends each request once, as many at a time as there are connections, over keep-alive sockets", async () => {
  answerAt = CONNECTIONS;
  const result = await runLoad({
    origin,
    request: (n) => ({
      name: n % 2 ? "odd" : "even",
      path: n % 2 ? `/missing/${n}` : `/found/${n}`,
      headers: { "X-API-Key": "k" },
    }),
    connections: CONNECTIONS,
    maxRequests: 60,
    maxSeconds: 30,
  });
  expect(result.failures).toEqual([]);
  expect(result.answers).toHaveLength(60);
  expect(new Set(result.answers.map((answer) => answer.path)).size).toBe(60);
  for (const answer of result.answers) {
    expect(answer.status).toBe(answer.name === "odd" ? 404 : 200);
    expect(answer.path.startsWith(answer.name === "odd" ? "/missing/" : "/found/")).toBe(true);
    expect(answer.ms).toBeGreaterThan(0);
  }
  expect(mostInFlight).toBe(CONNECTIONS);
  expect(sockets.size).toBe(CONNECTIONS);
  expect(result.seconds).toBeGreaterThan(0);
});

test("stops at the time bound before the count", async () => {
  const result = await runLoad({
    origin,
    request: (n) => ({ name: "any", path: `/found/${n}` }),
    connections: 2,
    maxRequests: 1_000_000,
    maxSeconds: 0.2,
  });
  expect(result.answers.length).toBeGreaterThan(0);
  expect(result.answers.length).toBeLessThan(1_000_000);
  expect(result.seconds).toBeLessThan(2);
});

test("a request that gets no HTTP answer is a failure, not an answer", async () => {
  const result = await runLoad({
    origin: "http://127.0.0.1:1",
    request: () => ({ name: "any", path: "/" }),
    connections: 1,
    maxRequests: 2,
    maxSeconds: 5,
  });
  expect(result.answers).toEqual([]);
  expect(result.failures).toHaveLength(2);
});
