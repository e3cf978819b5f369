/**
 * A stand-in for Algolia's REST API on loopback, for the tests: enough of it for
 * gatsby-plugin-algolia's push (settings, browse, batch, tasks), the synonyms push and the
 * browser's multi-index queries. It keeps indices in memory and records every request.
 */
import http from "node:http";

/**
 * Starts a stand-in on 127.0.0.1 (`port` 0 for any free one). `answer(requests)` gives the
 * results of a multi-index query; `fail` (settable) makes queries fail: "error" answers 500,
 * "drop" closes the connection.
 */
export async function startAlgoliaStandIn({
  port = 0,
  answer = (requests) => requests.map(() => ({ hits: [], nbHits: 0 })),
} = {}) {
  const indices = new Map();
  const requests = [];
  let taskID = 0;
  const state = { fail: null };
  const indexOf = (name) => {
    if (!indices.has(name)) indices.set(name, { settings: null, objects: new Map(), synonyms: [] });
    return indices.get(name);
  };

  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const url = new URL(request.url, "http://stand-in");
      const data = body ? JSON.parse(body) : null;
      requests.push({
        method: request.method,
        path: url.pathname,
        search: url.searchParams,
        body: data,
        headers: request.headers,
        at: Date.now(),
      });
      const send = (status, json) => {
        response.writeHead(status, {
          "content-type": "application/json",
          "access-control-allow-origin": "*",
          "access-control-allow-headers": "*",
        });
        response.end(JSON.stringify(json));
      };
      if (request.method === "OPTIONS") return send(200, {});
      const task = () => ({ taskID: ++taskID, updatedAt: new Date().toISOString() });
      let match;
      if (request.method === "POST" && url.pathname === "/1/indexes/*/queries") {
        if (state.fail === "drop") return request.socket.destroy();
        if (state.fail === "error") return send(500, { message: "Stand-in failure", status: 500 });
        return send(200, { results: answer(data.requests) });
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
        indexOf(name).settings = data;
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
        for (const { action, body: object } of data.requests) {
          if (action === "deleteObject") index.objects.delete(object.objectID);
          else index.objects.set(object.objectID, object);
        }
        return send(200, { ...task(), objectIDs: data.requests.map((one) => one.body.objectID) });
      }
      if ((match = /^\/1\/indexes\/([^/]+)\/synonyms\/batch$/.exec(url.pathname))) {
        const index = indexOf(decodeURIComponent(match[1]));
        index.synonyms =
          url.searchParams.get("replaceExistingSynonyms") === "true" ? data : [...index.synonyms, ...data];
        return send(200, task());
      }
      send(404, { message: `The stand-in has no ${request.method} ${url.pathname}`, status: 404 });
    });
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    indices,
    requests,
    state,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(resolve);
      }),
  };
}
