import type { RequestInput, ResponseChoice } from "./request";

/** What a shared link reopens: server, parameters, body and response choice. Never the key. */
export interface SharedRequest {
  server: string;
  values: Record<string, string>;
  body: string;
  form: Record<string, string>;
  choice: ResponseChoice;
}

import { SHARE_PREFIX } from "./share-prefix";

export { SHARE_PREFIX };

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

const isStringMap = (value: unknown): value is Record<string, string> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((item) => typeof item === "string");

/** The fragment of a link that reopens the panel with this request; API keys are never included. */
export function shareFragment(shared: SharedRequest, keyNames: readonly string[]): string {
  const lowered = new Set(keyNames.map((name) => name.toLowerCase()));
  const values = Object.fromEntries(
    Object.entries(shared.values).filter(([key]) => !lowered.has(key.split(":").slice(1).join(":").toLowerCase())),
  );
  return `${SHARE_PREFIX}${toBase64Url(JSON.stringify({ ...shared, values }))}`;
}

/** The request a fragment carries, or null when it is not a Try-it link or is malformed. */
export function readShareFragment(hash: string): SharedRequest | null {
  if (!hash.startsWith(SHARE_PREFIX)) return null;
  try {
    const value: unknown = JSON.parse(fromBase64Url(hash.slice(SHARE_PREFIX.length)));
    if (typeof value !== "object" || value === null) return null;
    const candidate = value as Record<string, unknown>;
    const choice = (candidate.choice ?? {}) as Record<string, unknown>;
    if (
      typeof candidate.server !== "string" ||
      !isStringMap(candidate.values) ||
      typeof candidate.body !== "string" ||
      !isStringMap(candidate.form)
    )
      return null;
    return {
      server: candidate.server,
      values: candidate.values,
      body: candidate.body,
      form: candidate.form,
      choice: {
        code: typeof choice.code === "string" ? choice.code : null,
        example: typeof choice.example === "string" ? choice.example : null,
      },
    };
  } catch {
    return null;
  }
}

/** The form a shared request fills. */
export function inputFromShared(shared: SharedRequest): RequestInput {
  return { values: shared.values, body: shared.body, form: shared.form, files: {} };
}
