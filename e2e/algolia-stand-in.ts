/**
 * A stand-in for Algolia's REST API on loopback, for the tests: enough of it for
 * gatsby-plugin-algolia's push (settings, browse, batch, tasks), the synonyms push and the
 * browser's multi-index queries. It keeps indices in memory and records every request.
 */
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { SearchParams } from "../src/lib/search/engine.ts";

/** A record as the stand-in keeps it: Algolia needs only its objectID. */
export type StoredObject = { objectID: string } & Record<string, unknown>;

/** One index in memory: what the pushes sent it. */
export interface StandInIndex {
  settings: Record<string, unknown> | null;
  objects: Map<string, StoredObject>;
  synonyms: unknown[];
}

/** One query of a multi-index request: its parameters as a query string, an object, or inline. */
export type QueryRequest = SearchParams & { indexName: string; params?: SearchParams | string };

/** The body of a multi-index query. */
export interface QueriesBody {
  requests: QueryRequest[];
}

/** The body of a batch of record writes and deletions. */
export interface BatchBody {
  requests: { action: string; body: StoredObject }[];
}

/** A request as received: its body is the parsed JSON, whose shape the path says. */
export interface RecordedRequest {
  method: string | undefined;
  path: string;
  search: URLSearchParams;
  body: unknown;
  headers: IncomingHttpHeaders;
  at: number;
}

/** How queries fail while set: "error" answers 500, "drop" closes the connection. */
export type Failure = "error" | "drop" | null;

/** A running stand-in. */
export interface AlgoliaStandIn {
  origin: string;
  indices: Map<string, StandInIndex>;
  requests: RecordedRequest[];
  state: { fail: Failure };
  close: () => Promise<void>;
}

/**
 * Starts a stand-in on 127.0.0.1 (`port` 0 for any free one). `answer(requests)` gives the
 * results of a multi-index query; `fail` (settable) makes queries fail: "error" answers 500,
 * "drop" closes the connection.
 */
export async function startAlgoliaStandIn({
  port = 0,
  answer = (requests) => requests.map(() => ({ hits: [], nbHits: 0 })),
}: { port?: number; answer?: (requests: QueryRequest[]) => unknown[] } = {}): Promise<AlgoliaStandIn> {
  const indices = new Map<string, StandInIndex>();
  const requests: RecordedRequest[] = [];
  let taskID = 0;
  const state: { fail: Failure } = { fail: null };
  const indexOf = (name: string): StandInIndex => {
    let index = indices.get(name);
    if (!index) {
      index = { settings: null, objects: new Map(), synonyms: [] };
      indices.set(name, index);
    }
    return index;
  };

  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://stand-in");
      // The shape of the JSON depends on the endpoint; each branch below reads the one it serves.
      const data: unknown = body ? JSON.parse(body) : null;
      requests.push({
        method: request.method,
        path: url.pathname,
        search: url.searchParams,
        body: data,
        headers: request.headers,
        at: Date.now(),
      });
      const send = (status: number, json: unknown) => {
        response.writeHead(status, {
          "content-type": "application/json",
          "access-control-allow-origin": "*",
          "access-control-allow-headers": "*",
        });
        response.end(JSON.stringify(json));
      };
      if (request.method === "OPTIONS") return send(200, {});
      const task = () => ({ taskID: ++taskID, updatedAt: new Date().toISOString() });
      let match: RegExpExecArray | null;
      if (request.method === "POST" && url.pathname === "/1/indexes/*/queries") {
        if (state.fail === "drop") return request.socket.destroy();
        if (state.fail === "error") return send(500, { message: "Stand-in failure", status: 500 });
        return send(200, { results: answer((data as QueriesBody).requests) });
      }
      if ((match = /^\/1\/indexes\/([^/]+)\/task\/(\d+)$/.exec(url.pathname)))
        return send(200, { status: "published", pendingTask: false });
      if ((match = /^\/1\/indexes\/([^/]+)\/settings$/.exec(url.pathname))) {
        const name = decodeURIComponent(match[1]);
        if (request.method === "GET") {
          const index = indices.get(name);
          return index?.settings
            ? send(200, index.settings)
            : send(404, { message: "Index does not exist", status: 404 });
        }
        indexOf(name).settings = data as Record<string, unknown>;
        return send(200, task());
      }
      if ((match = /^\/1\/indexes\/([^/]+)\/browse$/.exec(url.pathname))) {
        const index = indices.get(decodeURIComponent(match[1]));
        // Everything in one page: no cursor, so the browse ends.
        return send(200, {
          hits: [...(index?.objects.values() ?? [])].map((object) => ({
            objectID: object.objectID,
            internal: object.internal,
          })),
        });
      }
      if ((match = /^\/1\/indexes\/([^/]+)\/batch$/.exec(url.pathname))) {
        const index = indexOf(decodeURIComponent(match[1]));
        const batch = data as BatchBody;
        for (const { action, body: object } of batch.requests) {
          if (action === "deleteObject") index.objects.delete(object.objectID);
          else index.objects.set(object.objectID, object);
        }
        return send(200, { ...task(), objectIDs: batch.requests.map((one) => one.body.objectID) });
      }
      if ((match = /^\/1\/indexes\/([^/]+)\/synonyms\/batch$/.exec(url.pathname))) {
        const index = indexOf(decodeURIComponent(match[1]));
        const synonyms = data as unknown[];
        index.synonyms =
          url.searchParams.get("replaceExistingSynonyms") === "true" ? synonyms : [...index.synonyms, ...synonyms];
        return send(200, task());
      }
      send(404, { message: `The stand-in has no ${request.method} ${url.pathname}`, status: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    indices,
    requests,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
