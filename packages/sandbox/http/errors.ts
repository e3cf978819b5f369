/**
 * Error answers in the spec's shape, `{ "error": { "code", "message" } }`. The codes are the
 * spec's (components.schemas.Error); a test checks this list against it.
 */

export const ERROR_CODES = [
  "invalid_parameter",
  "missing_api_key",
  "invalid_api_key",
  "plan_restricted",
  "unknown_symbol",
  "not_found",
  "rate_limited",
  "quota_exceeded",
  "upstream_unavailable",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}

export const errorBody = (code: ErrorCode, message: string): ErrorBody => ({ error: { code, message } });

/** An answer other than 200, thrown by a handler and written by the server. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;

  constructor(status: number, code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.headers = headers;
  }

  get body(): ErrorBody {
    return errorBody(this.code, this.message);
  }
}

/** 400 invalid_parameter: the message names the parameter and the value sent. */
export const invalidParameter = (message: string): ApiError => new ApiError(400, "invalid_parameter", message);

/** 404 unknown_symbol. */
export const unknownSymbol = (message: string): ApiError => new ApiError(404, "unknown_symbol", message);

/** 403 plan_restricted. */
export const planRestricted = (message: string): ApiError => new ApiError(403, "plan_restricted", message);

/** A value as a message quotes it: in quotes, cut short, with control characters escaped. */
export function quoted(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value).replace(/^"|"$/g, "'");
}
