/**
 * A bounded HTTP load on loopback with Node's own client: `connections` requests in flight at
 * once over keep-alive sockets, until `maxRequests` have been answered or `maxSeconds` have passed,
 * whichever comes first. Each answer's latency, status and operation is kept, for the
 * benchmarks that need a request mix wrk can't send (bench/sandbox.ts).
 */
import http from "node:http";
import { performance } from "node:perf_hooks";

/** One request to send: its path (with query) and the name its figures are grouped under. */
export interface LoadRequest {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

export interface LoadOptions {
  /** Origin, such as http://127.0.0.1:4010. */
  origin: string;
  /** The nth request to send, from 0. */
  request: (n: number) => LoadRequest;
  connections: number;
  maxRequests: number;
  maxSeconds: number;
}

export interface Answer {
  name: string;
  /** The request's path, with its query. */
  path: string;
  status: number;
  /** Milliseconds from sending the request to the end of the response body. */
  ms: number;
}

export interface LoadResult {
  answers: Answer[];
  /** Requests that failed without an HTTP answer (connection errors), with their messages. */
  failures: string[];
  /** Wall time of the run, in seconds. */
  seconds: number;
}

function send(agent: http.Agent, origin: string, request: LoadRequest): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(`${origin}${request.path}`, { agent, headers: request.headers }, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({
          name: request.name,
          path: request.path,
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

export async function runLoad({
  origin,
  request,
  connections,
  maxRequests,
  maxSeconds,
}: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const answers: Answer[] = [];
  const failures: string[] = [];
  const deadline = performance.now() + maxSeconds * 1000;
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < maxRequests && performance.now() < deadline) {
      const n = next++;
      try {
        answers.push(await send(agent, origin, request(n)));
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { answers, failures, seconds };
}
