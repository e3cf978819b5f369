/**
 * The Try-it proxy's HTTP server: `<any method> /api/proxy?url=<target>`. It refuses what the
 * decision function refuses, resolves allowed host names and refuses private addresses (before
 * sending and at connect time), forwards an allow-list of headers, streams both bodies with a
 * cap on the request body and on the whole exchange, passes back no cookies and no redirect
 * that leaves the allowed bases, answers CORS for the docs' origins only, and reports its
 * timings in Server-Timing. An error in one exchange ends that exchange, never the process.
 */
import http from "node:http";
import https from "node:https";
import { performance } from "node:perf_hooks";
import { PROXY_TIMEOUT_MS, type ProxyProblemStatus } from "../../../src/lib/tryit/proxy-problems";
import { forbiddenRange } from "./addresses.ts";
import type { AllowedBase, DocumentedOperation } from "./allowed.ts";
import { FORWARDED_METHODS, originAllowed, preflightHeaders, responseCorsHeaders } from "./cors.ts";
import { decideRedirect, decideTarget } from "./decide.ts";
import { browserResponseHeaders, exposedHeaderNames, upstreamRequestHeaders } from "./headers.ts";
import {
  guardedLookup,
  PrivateAddressError,
  ResolveError,
  resolvePublic,
  systemResolver,
  type Classifier,
  type Resolver,
} from "./lookup.ts";
import { problem } from "./problem.ts";

/** Path of the proxy's one endpoint, as on the dashboard host. */
export const PROXY_PATH = "/api/proxy";

/** What the proxy forwards, for whom, and where it listens. */
export interface TryItProxyOptions {
  /** Where requests may go. */
  bases: AllowedBase[];
  /** The spec's operations: when given, only their methods and paths are forwarded. */
  operations?: readonly DocumentedOperation[];
  /** Origins whose pages may call the proxy. */
  docsOrigins: string[];
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 4030; 0 picks a free port. */
  port?: number;
  /** Cap on a whole exchange; default PROXY_TIMEOUT_MS (30 s), the one the Try-it panel expects. */
  timeoutMs?: number;
  /** Cap on a request body; default 10 MB. */
  maxBodyBytes?: number;
  /** Resolves allowed host names; default the system's. */
  resolve?: Resolver;
  /** The range that forbids an address, or null; default forbiddenRange. */
  classify?: Classifier;
  /** One line per exchange; default silent. */
  log?: (line: string) => void;
}

/** A running proxy. */
export interface TryItProxy {
  port: number;
  /** The endpoint, such as http://127.0.0.1:4030/api/proxy. */
  url: string;
  /** Stops accepting, ends open exchanges, then resolves. */
  close: () => Promise<void>;
}

/** Error codes of a failed TLS handshake or certificate check. */
const TLS_CODES = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH|EPROTO$)/;

/** Milliseconds with one decimal, for Server-Timing. */
const dur = (ms: number) => Math.max(0, ms).toFixed(1);

/** Start the proxy. */
export function startTryItProxy(options: TryItProxyOptions): Promise<TryItProxy> {
  const {
    bases,
    operations,
    docsOrigins,
    host = "127.0.0.1",
    port = 4030,
    timeoutMs = PROXY_TIMEOUT_MS,
    maxBodyBytes = 10 * 1024 * 1024,
    resolve = systemResolver,
    classify = forbiddenRange,
    log = () => {},
  } = options;
  const lookup = guardedLookup(resolve, classify);

  const server = http.createServer((req, res) => exchange(req, res));
  // Our own cap applies to the whole exchange; Node's would cut long uploads short.
  server.requestTimeout = 0;
  server.on("clientError", (_error, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
    else socket.destroy();
  });

  /** One browser request, from arrival to the end of the response. */
  function exchange(req: http.IncomingMessage, res: http.ServerResponse) {
    const started = performance.now();
    const method = req.method ?? "GET";
    const origin = typeof req.headers.origin === "string" ? req.headers.origin : undefined;
    /** What the log may say about the target: origin and path, never the query. */
    let target = "-";
    let refusal: string | null = null;
    let upstream: http.ClientRequest | null = null;
    /** Set once the exchange is decided: later errors only tear down. */
    let settled = false;

    req.on("error", () => upstream?.destroy());
    res.on("error", () => upstream?.destroy());
    res.on("close", () => {
      settled = true;
      // The exchange is over: its connection to the API is never reused.
      upstream?.destroy();
      // A body the proxy refused is read and dropped until the client stops sending it, so the
      // answer reaches the client; the socket is closed if that outlasts the cap.
      if (req.complete || req.destroyed) clearTimeout(deadline);
      else {
        const done = () => clearTimeout(deadline);
        req.once("close", done);
        req.socket.once("close", done);
        req.resume();
      }
      log(
        `${method} ${target} ${res.statusCode}${refusal ? ` ${refusal}` : ""} ${Math.round(performance.now() - started)}ms`,
      );
    });

    /** Answer with a problem document, unless the response has started: then cut it off. */
    function answer(status: ProxyProblemStatus, reason: string, detail: string) {
      settled = true;
      upstream?.destroy();
      if (res.headersSent) {
        res.destroy();
        return;
      }
      refusal = reason;
      const body = JSON.stringify(problem(status, reason, detail));
      const headers: [string, string][] = [
        ["Content-Type", "application/problem+json"],
        ["Content-Length", String(Buffer.byteLength(body))],
        ["Cache-Control", "no-store"],
        ["Server-Timing", `proxy;dur=${dur(performance.now() - started)}`],
      ];
      const cors = originAllowed(origin, docsOrigins)
        ? responseCorsHeaders(origin, "Content-Type, Content-Length, Server-Timing")
        : [];
      res.writeHead(status, [...headers, ...cors, ...lingering()].flat());
      res.end(method === "HEAD" ? undefined : body);
    }

    /**
     * While the browser is still sending its body, Node would close the connection right after
     * the answer, and a client still writing can lose the answer to the reset. Keeping it open
     * lets the proxy read and drop the rest (see the close handler), within the exchange's cap.
     */
    const lingering = (): [string, string][] => (req.complete ? [] : [["Connection", "keep-alive"]]);

    /** Run a step of the exchange; an exception in it ends this exchange with a 500. */
    const guarded =
      <A extends unknown[]>(step: (...args: A) => unknown) =>
      (...args: A): void => {
        try {
          const result = step(...args);
          if (result instanceof Promise) result.catch(failed);
        } catch (error) {
          failed(error);
        }
      };

    function failed(error: unknown) {
      log(`error in ${method} ${target}: ${error instanceof Error ? error.message : String(error)}`);
      answer(
        500,
        "internal-error",
        "The proxy failed while handling this request; it keeps serving others. Try again.",
      );
    }

    const deadline = setTimeout(
      guarded(() => {
        if (res.writableEnded) req.socket.destroy();
        else if (!res.headersSent)
          answer(
            504,
            "timeout",
            `The exchange with the API took longer than the proxy's limit of ${timeoutMs / 1000} s.`,
          );
        else {
          settled = true;
          upstream?.destroy();
          res.destroy();
        }
      }),
      timeoutMs,
    );

    guarded(async () => {
      const requestUrl = new URL(req.url ?? "/", "http://proxy.invalid");
      if (requestUrl.pathname !== PROXY_PATH)
        return answer(404, "not-found", `The Try-it proxy answers at ${PROXY_PATH}?url=<target URL> only.`);
      if (!originAllowed(origin, docsOrigins)) {
        return answer(
          403,
          "origin-not-allowed-cors",
          `The proxy only answers pages of the documentation site (${docsOrigins.join(", ")}), not ${origin}.`,
        );
      }
      if (method === "OPTIONS" && req.headers["access-control-request-method"] !== undefined && origin !== undefined) {
        settled = true;
        res.writeHead(204, preflightHeaders(origin));
        return void res.end();
      }
      if (!FORWARDED_METHODS.includes(method))
        return answer(405, "method", `The proxy sends ${FORWARDED_METHODS.join(", ")} requests, not ${method}.`);

      const targets = requestUrl.searchParams.getAll("url");
      if (targets.length > 1)
        return answer(
          400,
          "ambiguous-url",
          "Pass exactly one url query parameter, with the target URL percent-encoded.",
        );
      const decision = decideTarget(targets[0], bases, operations && { method, operations });
      if (!decision.ok) return answer(decision.status, decision.reason, decision.detail);
      const { url, base } = decision;
      target = `${url.origin}${url.pathname}`;

      const declared = Number(req.headers["content-length"] ?? 0);
      if (declared > maxBodyBytes)
        return answer(
          413,
          "body-too-large",
          `The request body (${declared} bytes) is larger than the proxy's limit of ${maxBodyBytes} bytes.`,
        );

      const hostname = url.hostname.replace(/^\[|\]$/g, "");
      if (!base.literal) {
        try {
          await resolvePublic(hostname, resolve, classify, "check");
        } catch (error) {
          if (settled) return;
          if (error instanceof PrivateAddressError)
            return answer(
              403,
              "private-address",
              `${error.message}; the proxy does not send requests to such addresses.`,
            );
          if (error instanceof ResolveError) return answer(502, "dns", `${error.message}.`);
          throw error;
        }
        if (settled) return;
      }
      forward(url, hostname, base);
    })();

    /** Send the request on and stream the answer back; `hostname` is without brackets. */
    function forward(url: URL, hostname: string, base: AllowedBase) {
      const sent = performance.now();
      const transport = url.protocol === "https:" ? https : http;
      // No agent: every request opens its own connection, so every connection is looked up
      // and checked again. TLS is verified as Node does by default.
      const request = transport.request({
        protocol: url.protocol,
        hostname,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method,
        headers: upstreamRequestHeaders(req.headers),
        agent: false,
        ...(base.literal ? {} : { lookup }),
      });
      upstream = request;
      let received = 0;

      request.on(
        "error",
        guarded((error: NodeJS.ErrnoException) => {
          if (settled) return;
          if (error instanceof PrivateAddressError) {
            return answer(
              403,
              "private-address",
              `${error.message} when the proxy connected (the name changed its answer after the check); the proxy does not send requests to such addresses.`,
            );
          }
          if (error instanceof ResolveError) return answer(502, "dns", `${error.message}.`);
          if (TLS_CODES.test(String(error.code ?? "")))
            return answer(
              502,
              "tls",
              `The TLS connection to ${url.host} failed (${error.code}); the proxy only talks to servers with a valid certificate.`,
            );
          if (error.code === "EPIPE" || error.code === "ECONNRESET") {
            const during =
              received > 0
                ? " while the request body was being sent; it may have refused the request before reading all of it"
                : "";
            return answer(
              502,
              "upstream-closed",
              `${url.host} closed the connection before it answered (${error.code})${during}.`,
            );
          }
          return answer(
            502,
            "upstream-unreachable",
            `The proxy could not reach ${url.host} (${error.code ?? error.message}).`,
          );
        }),
      );

      // The request body, streamed with its size counted; cut off past the cap. It keeps going
      // after the API has started to answer, as long as the API's connection is open.
      req.on(
        "data",
        guarded((chunk: Buffer) => {
          if (request.destroyed) return;
          received += chunk.length;
          if (received > maxBodyBytes) {
            req.pause();
            return answer(
              413,
              "body-too-large",
              `The request body is larger than the proxy's limit of ${maxBodyBytes} bytes.`,
            );
          }
          if (!request.write(chunk)) req.pause();
        }),
      );
      request.on("drain", () => {
        if (!request.destroyed) req.resume();
      });
      req.on("end", () => {
        if (!request.destroyed) request.end();
      });

      request.on(
        "response",
        guarded((incoming: http.IncomingMessage) => {
          const answered = performance.now();
          incoming.on("error", () => res.destroy());
          if (settled) return void incoming.resume();
          const status = incoming.statusCode ?? 502;
          const location = incoming.headers.location;
          /** Where a passed-on redirect points: back through the proxy. */
          let relayed: string | null = null;
          if (status >= 300 && status < 400 && location !== undefined) {
            const redirect = decideRedirect(location, url, bases);
            if (!redirect.ok) {
              incoming.resume();
              return answer(403, redirect.reason, redirect.detail);
            }
            // The proxy follows no redirect. The browser may: through the proxy again, so the
            // next hop is checked like the first (a relative Location would otherwise resolve
            // against the proxy's own address).
            relayed = `${PROXY_PATH}?url=${encodeURIComponent(redirect.url.href)}`;
          }
          settled = true;
          const headers = browserResponseHeaders(incoming.rawHeaders).map(([name, value]): [string, string] => [
            name,
            relayed !== null && name.toLowerCase() === "location" ? relayed : value,
          ]);
          headers.push(["Server-Timing", `proxy;dur=${dur(sent - started)}, upstream;dur=${dur(answered - sent)}`]);
          const cors = responseCorsHeaders(origin, exposedHeaderNames(headers));
          res.writeHead(status, incoming.statusMessage, [...headers, ...cors, ...lingering()].flat());
          incoming.pipe(res);
        }),
      );
    }
  }

  return new Promise<TryItProxy>((resolvePromise, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      const actualPort = typeof address === "object" && address ? address.port : port;
      const shownHost = host.includes(":") ? `[${host}]` : host;
      resolvePromise({
        port: actualPort,
        url: `http://${shownHost}:${actualPort}${PROXY_PATH}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
