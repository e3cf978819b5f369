/**
 * The HTTP sandbox: the API's operations at the spec's local server address, answered from the
 * simulated market. Each request goes through what the API does, in order: route (404
 * not_found), key (401), limits (429), plan (403), parameters (400, with the same validator as
 * Try it's pre-send check), then the handler (200, 404 unknown_symbol, …). Counts are kept per key
 * and exact: Node answers one request at a time between awaits, and nothing awaits while counting.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import type { Facts } from "../../../src/lib/facts/schema.ts";
import type { SpecDocument } from "../../../src/lib/openapi/document.ts";
import type { Json } from "../../../src/lib/tryit/json-schema.ts";
import type { TryItOperation } from "../../../src/lib/tryit/operation.ts";
import { typedValue, validateInput, type RequestInput } from "../../../src/lib/tryit/request.ts";
import type { Asset, Market } from "../market/index.ts";
import { planOfKey, type PlanId } from "../plans.ts";
import type { HandlerContext } from "./context.ts";
import { ApiError, errorBody, invalidParameter, quoted, type ErrorBody } from "./errors.ts";
import {
  admit,
  count,
  countedStatuses,
  current,
  freeRequests,
  newUsage,
  rateLimitHeaders,
  type KeyUsage,
  type PlanLimits,
} from "./limits.ts";
import { parseMultipart, type Form } from "./multipart.ts";
import { documentedResponse, localServer } from "./reference.ts";
import { ROUTES, routeKey } from "./routes.ts";

/** Bodies above this size are refused with 413 before they are read to the end. */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;
/**
 * The request line and headers may take this much: room for a batch far past the documented
 * 50 symbols, so that even 5,000 get the spec's 400 rather than a bare transport error.
 */
const MAX_HEADER_BYTES = 64 * 1024;
/** Responses above this size are compressed for clients that accept gzip. */
const COMPRESS_ABOVE_BYTES = 1024;

export interface HttpSandboxOptions {
  facts: Facts;
  /** The resolved HTTP API spec. */
  spec: SpecDocument;
  /** Its operations, as Try it models them. */
  operations: Map<string, TryItOperation>;
  market: Market;
  host?: string;
  /** Default: the spec's local server port (4010); 0 picks a free port. */
  port?: number;
  /** The time, in milliseconds; default Date.now. */
  clock?: () => number;
  /** One line per request, when set. */
  log?: (line: string) => void;
}

export interface HttpSandbox {
  port: number;
  /** Base URL, such as http://127.0.0.1:4010/v1. */
  url: string;
  /** Requests received so far for a route, such as `GET /stocks/symbols`. */
  requests(route: string): number;
  close(): Promise<void>;
}

interface Account {
  plan: PlanId;
  usage: KeyUsage;
  idempotency: HandlerContext["idempotency"];
}

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export async function startHttpSandbox(options: HttpSandboxOptions): Promise<HttpSandbox> {
  const { facts, spec, market, clock = Date.now, log } = options;
  const server = localServer(spec);
  const base = server.pathname.replace(/\/+$/, "");
  const host = options.host ?? server.hostname;
  const operations = new Map([...options.operations.values()].map((op) => [routeKey(op.method, op.path), op]));
  const unhandled = [...operations.keys()].filter((key) => !ROUTES[key]);
  const stale = Object.keys(ROUTES).filter((key) => !operations.has(key));
  if (unhandled.length || stale.length)
    throw new Error(
      `The sandbox and the spec disagree: ${[
        unhandled.length ? `no handler for ${unhandled.join(", ")}` : "",
        stale.length ? `handlers for operations the spec doesn't have: ${stale.join(", ")}` : "",
      ]
        .filter(Boolean)
        .join("; ")}.`,
    );
  const counted = countedStatuses(facts.quota.counted);
  const free = new Set(freeRequests(facts.quota.notCounted));
  const accounts = new Map<string, Account>();
  const received = new Map<string, number>();
  const anonymous = (Object.keys(facts.plans) as PlanId[])[0];
  const limitsOf = (plan: PlanId): PlanLimits => ({
    perMinute: facts.plans[plan].httpPerMinute,
    perDay: facts.plans[plan].httpPerDay,
  });
  /** The `Sunset` and other documented fixed headers of an operation's 200 response. */
  const documentedHeaders = new Map<string, Record<string, string>>();
  for (const [key, operation] of operations) {
    const sunset = documentedResponse(spec, operation.method, operation.path, "200")?.headers.get("Sunset");
    documentedHeaders.set(key, typeof sunset === "string" ? { Sunset: sunset } : {});
  }

  function accountOf(key: string, plan: PlanId, now: number): Account {
    let account = accounts.get(key);
    if (!account) {
      account = { plan, usage: newUsage(now), idempotency: new Map() };
      accounts.set(key, account);
    }
    return account;
  }

  /** The answer to one request; the caller adds the rate-limit and request-id headers. */
  function answer(
    request: { method: string; url: URL; headers: http.IncomingHttpHeaders; body: Buffer },
    now: number,
  ): { answer: Answer; account: Account | null; countable: boolean } {
    const { method, url, headers } = request;
    // A CORS preflight is answered without a body and never counts, as the facts say.
    if (method === "OPTIONS") return { answer: { status: 204, body: null }, account: null, countable: false };
    const route = url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : null;
    const key = route === null ? undefined : routeKey(method, route);
    const operation = key === undefined ? undefined : operations.get(key);
    if (key !== undefined) received.set(key, (received.get(key) ?? 0) + 1);
    const query = url.searchParams;
    const headerKey = headers["x-api-key"];
    const apiKey = (Array.isArray(headerKey) ? headerKey[0] : headerKey) || query.get("apikey") || undefined;
    const plan = apiKey === undefined ? null : planOfKey(apiKey, facts);
    const account = apiKey !== undefined && plan !== null ? accountOf(apiKey, plan, now) : null;

    if (!operation || key === undefined) {
      const shown = `${method} ${url.pathname.length > 120 ? `${url.pathname.slice(0, 120)}…` : url.pathname}`;
      return {
        answer: fail(404, "not_found", `No endpoint at ${shown}. Check the path against the API reference.`),
        account,
        countable: true,
      };
    }
    if (apiKey === undefined)
      return {
        answer: fail(401, "missing_api_key", "Send your API key in the X-API-Key header."),
        account: null,
        countable: false,
      };
    if (!account)
      return {
        answer: fail(401, "invalid_api_key", "The API key is invalid or has been revoked."),
        account: null,
        countable: false,
      };
    const exempt = free.has(key);
    if (!exempt) {
      const admission = admit(account.usage, limitsOf(account.plan), now, facts.quota.dailyReset);
      if (!admission.admitted)
        return {
          answer: fail(429, admission.code, admission.message, { "Retry-After": String(admission.retryAfter) }),
          account,
          countable: false,
        };
    }
    const countable = !exempt;
    const prefer = headers.prefer;
    const preferred = preferredAnswer(operation, Array.isArray(prefer) ? prefer[0] : prefer, account, now);
    if (preferred) return { answer: preferred, account, countable: false };

    let form: Form | null = null;
    const input: RequestInput = { values: {}, body: "", form: {}, files: {} };
    try {
      for (const parameter of operation.parameters) {
        if (parameter.in === "query") {
          const all = query.getAll(parameter.name);
          if (all.length > 1) throw invalidParameter(`${parameter.name} was sent ${all.length} times; send it once.`);
          if (all.length === 1) input.values[`query:${parameter.name}`] = all[0];
        } else if (parameter.in === "header") {
          const value = headers[parameter.name.toLowerCase()];
          if (typeof value === "string") input.values[`header:${parameter.name}`] = value;
        }
      }
      if (operation.body?.kind === "multipart") {
        if (request.body.length > 0) {
          const parsed = parseMultipart(request.body, String(headers["content-type"] ?? ""));
          if ("problem" in parsed)
            throw invalidParameter(`The body is not a multipart/form-data form: ${parsed.problem}`);
          form = parsed;
          input.form = form.fields;
          input.files = Object.fromEntries(
            Object.entries(form.files).map(([name, file]) => [name, file.fileName || name]),
          );
        }
      }
      const context = handlerContext(operation, input, form, apiKey, account, now, headers);
      ROUTES[key].requires?.(context);
      const [problem] = validateInput(operation, input);
      if (problem) throw invalidParameter(problem.message);
      const body = ROUTES[key].handler(context);
      return { answer: { status: 200, body, headers: documentedHeaders.get(key) }, account, countable };
    } catch (error) {
      if (error instanceof ApiError)
        return { answer: { status: error.status, body: error.body, headers: error.headers }, account, countable };
      throw error;
    }
  }

  /** `Prefer: code=<status>[, example=<name>]`: the documented response, for trying a client's error handling. */
  function preferredAnswer(
    operation: TryItOperation,
    prefer: string | undefined,
    account: Account,
    now: number,
  ): Answer | null {
    if (!prefer) return null;
    const code = /\bcode=(\d{3})\b/.exec(prefer)?.[1];
    const name = /\bexample=([\w.-]+)/.exec(prefer)?.[1];
    if (!code || code.startsWith("2")) return null;
    const documented = documentedResponse(spec, operation.method, operation.path, code);
    if (!documented)
      return fail(
        400,
        "invalid_parameter",
        `Prefer asks for status ${code}, which ${operation.method.toUpperCase()} ${operation.path} doesn't document (${operation.responses.map((r) => r.status).join(", ")}).`,
      );
    const body =
      (name !== undefined ? documented.examples.get(name) : undefined) ?? [...documented.examples.values()][0];
    if (name !== undefined && !documented.examples.has(name))
      return fail(
        400,
        "invalid_parameter",
        `Prefer asks for the example ${quoted(name)} of status ${code}, which has ${[...documented.examples.keys()].map(quoted).join(", ") || "no named examples"}.`,
      );
    const headers: Record<string, string> = {};
    if (code === "429") {
      const daily = (body as unknown as ErrorBody | undefined)?.error?.code === "quota_exceeded";
      const counters = current(account.usage, now);
      const end = daily ? counters.dayStart + 86_400_000 : counters.minuteStart + 60_000;
      headers["Retry-After"] = String(Math.max(1, Math.ceil((end - now) / 1000)));
    }
    return { status: Number(code), body: body ?? errorBody("upstream_unavailable", `A documented ${code}.`), headers };
  }

  function handlerContext(
    operation: TryItOperation,
    input: RequestInput,
    form: Form | null,
    key: string,
    account: Account,
    now: number,
    headers: http.IncomingHttpHeaders,
  ): HandlerContext {
    const second = Math.floor(now / 1000) * 1000;
    const delay = facts.delayMinutes * 60_000;
    const access = facts.plans[account.plan].http;
    return {
      market,
      facts,
      plan: account.plan,
      key,
      now: second,
      form,
      param(name) {
        const parameter = operation.parameters.find((p) => p.name === name && p.in === "query");
        if (parameter)
          return typedValue(parameter, input.values[`query:${name}`]) ?? (parameter.schema.default as Json | undefined);
        const field =
          operation.body?.kind === "multipart" ? operation.body.fields.find((f) => f.name === name) : undefined;
        return field ? (typedValue(field, input.form[name]) ?? (field.schema.default as Json | undefined)) : undefined;
      },
      header(name) {
        const value = headers[name.toLowerCase()];
        return Array.isArray(value) ? value[0] : value;
      },
      observe(asset: Asset) {
        const delayed = access[asset] === "delayed";
        return { at: delayed ? second - delay : second, delayed };
      },
      example(route) {
        const [method, path] = route.split(" ");
        const found = documentedResponse(spec, method, path, "200");
        return found ? [...found.examples.values()][0] : undefined;
      },
      usage: () => ({ usage: account.usage, limits: limitsOf(account.plan) }),
      idempotency: account.idempotency,
    };
  }

  function fail(
    status: number,
    code: ErrorBody["error"]["code"],
    message: string,
    headers: Record<string, string> = {},
  ): Answer {
    return { status, body: errorBody(code, message), headers };
  }

  function send(req: http.IncomingMessage, res: http.ServerResponse, result: Answer, extra: Record<string, string>) {
    let payload: Buffer = result.status === 204 ? Buffer.alloc(0) : Buffer.from(JSON.stringify(result.body));
    const headers: Record<string, string> = {
      "Content-Type": "application/json; charset=utf-8",
      ...extra,
      ...result.headers,
    };
    const accepts = String(req.headers["accept-encoding"] ?? "");
    if (payload.length > COMPRESS_ABOVE_BYTES && /\bgzip\b/.test(accepts)) {
      payload = zlib.gzipSync(payload);
      headers["Content-Encoding"] = "gzip";
      headers.Vary = "Accept-Encoding";
    }
    headers["Content-Length"] = String(payload.length);
    res.writeHead(result.status, headers);
    res.end(req.method === "HEAD" ? undefined : payload);
  }

  const httpServer = http.createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    const finish = (result: Answer, account: Account | null) => {
      const now = clock();
      const plan = account?.plan ?? anonymous;
      const usage = account?.usage ?? newUsage(now);
      send(req, res, result, { ...rateLimitHeaders(usage, limitsOf(plan), now), "X-Request-Id": randomUUID() });
      log?.(`${req.method} ${req.url?.split("?")[0]} ${result.status} ${Date.now() - started}ms`);
    };
    req.on("data", (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        refused = true;
        res.setHeader("Connection", "close");
        finish(
          {
            status: 413,
            body: errorBody(
              "invalid_parameter",
              `The body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB; send at most that.`,
            ),
          },
          null,
        );
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (refused) return;
      const now = clock();
      let url: URL;
      try {
        url = new URL(req.url ?? "/", "http://sandbox.invalid");
      } catch {
        finish({ status: 400, body: errorBody("invalid_parameter", "The request's URL could not be read.") }, null);
        return;
      }
      try {
        const result = answer(
          { method: req.method ?? "GET", url, headers: req.headers, body: Buffer.concat(chunks) },
          now,
        );
        if (result.account && result.countable && counted(result.answer.status))
          result.account.usage = count(result.account.usage, now);
        finish(result.answer, result.account);
      } catch (error) {
        // A fault of the sandbox: answer as the API does for an internal failure, and keep serving.
        log?.(`sandbox: ${error instanceof Error ? error.stack : String(error)}`);
        finish(
          { status: 500, body: errorBody("upstream_unavailable", "The sandbox failed to answer. Retry with backoff.") },
          null,
        );
      }
    });
    req.on("error", () => res.destroy());
  });
  httpServer.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    // A request Node cannot parse still gets an error body; the connection is closed after it.
    const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
    const body = JSON.stringify(
      errorBody(
        "invalid_parameter",
        tooLarge
          ? `The request line and headers exceed ${MAX_HEADER_BYTES / 1024} KB; send fewer symbols per request.`
          : "The request could not be read as HTTP/1.1.",
      ),
    );
    const status = tooLarge ? "431 Request Header Fields Too Large" : "400 Bad Request";
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  });

  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(options.port ?? Number(server.port || 80), host, () => {
      httpServer.off("error", reject);
      resolve();
    });
  });
  const address = httpServer.address();
  const port = typeof address === "object" && address ? address.port : Number(server.port);
  return {
    port,
    url: `http://${host}:${port}${base}`,
    requests: (route) => received.get(route) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeAllConnections();
      }),
  };
}
