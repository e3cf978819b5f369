import type { Json, Schema } from "./json-schema";

/** Where a parameter goes. */
export type TryItLocation = "path" | "query" | "header";

/** A parameter the panel makes a field for. */
export interface TryItParameter {
  name: string;
  in: TryItLocation;
  required: boolean;
  /** One line of plain text, for the field's description. */
  description: string | null;
  schema: Schema;
  /** The spec's example, which prefills the field. */
  example: Json | null;
  /** Asset class whose symbols the field suggests, for symbol parameters. */
  suggests: string | null;
}

/** A named example of a response, for the mock's `Prefer: example=`. */
export interface TryItExample {
  name: string;
  summary: string | null;
}

/** A documented response. */
export interface TryItResponse {
  /** "200", "4XX" or "default". */
  status: string;
  description: string | null;
  contentType: string | null;
  schema: Schema | null;
  headers: Array<{ name: string; required: boolean; schema: Schema | null }>;
  examples: TryItExample[];
}

/** The body of a request. */
export type TryItBody =
  | { kind: "json"; contentType: string; required: boolean; schema: Schema; example: Json | null }
  | {
      kind: "multipart";
      contentType: "multipart/form-data";
      required: boolean;
      schema: Schema;
      fields: TryItFormField[];
    };

/** A field of a multipart form. */
export interface TryItFormField {
  name: string;
  required: boolean;
  file: boolean;
  /** Accepted media type of a file field. */
  accept: string | null;
  schema: Schema;
  example: Json | null;
  description: string | null;
}

/** How a request carries the API key. */
export interface TryItAuth {
  in: "header" | "query";
  name: string;
}

/** A server the reader can send to. */
export interface TryItServer {
  url: string;
  description: string;
  /** The local mock server, which honours `Prefer`. */
  mock: boolean;
}

/** Everything the panel needs about one operation, written by the build next to its samples. */
export interface TryItOperation {
  operationId: string;
  method: string;
  /** Path template, e.g. /stocks/quote. */
  path: string;
  servers: TryItServer[];
  auth: TryItAuth[];
  parameters: TryItParameter[];
  body: TryItBody | null;
  responses: TryItResponse[];
}
