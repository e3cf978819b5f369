import { HTTPSnippet, type HarRequest } from "@readme/httpsnippet";
import type { TargetId } from "@readme/httpsnippet/targets";
import { SITE_LANGUAGES, type SiteLanguage } from "../languages";

/** httpsnippet's target and client for each site language. */
const SNIPPET_TARGETS: Record<SiteLanguage, { target: TargetId; client: string }> = {
  curl: { target: "shell", client: "curl" },
  python: { target: "python", client: "requests" },
  go: { target: "go", client: "native" },
  nodejs: { target: "node", client: "fetch" },
  ruby: { target: "ruby", client: "native" },
  csharp: { target: "csharp", client: "httpclient" },
  php: { target: "php", client: "curl" },
  java: { target: "java", client: "nethttp" },
  powershell: { target: "powershell", client: "restmethod" },
};

/** The site-wide code languages, in tab order, with their labels and httpsnippet targets. */
export const SAMPLE_LANGUAGES = SITE_LANGUAGES.map((language) => ({ ...language, ...SNIPPET_TARGETS[language.lang] }));

/** The visible placeholder readers replace with their key. */
export const API_KEY_PLACEHOLDER = "YOUR_API_KEY";

/** A form field of a multipart body. */
export interface FormField {
  name: string;
  value: string;
  /** Set for file fields: the example file name. */
  fileName?: string;
  contentType?: string;
}

/** The request a sample makes: everything the spec says, with example values filled in. */
export interface SampleRequest {
  method: string;
  /** Absolute URL with path parameters filled in, without the query string. */
  url: string;
  query: Array<{ name: string; value: string }>;
  headers: Array<{ name: string; value: string }>;
  body: { kind: "json"; text: string } | { kind: "multipart"; fields: FormField[] } | null;
}

/** A sample's source, before highlighting. */
export interface SampleSource {
  lang: string;
  label: string;
  source: string;
  custom: boolean;
}

/** A hand-written sample from the spec's `x-codeSamples`. */
export interface CustomSample {
  lang: string;
  label?: string;
  source: string;
}

function toHar(request: SampleRequest): HarRequest {
  const query = request.query.map(
    ({ name, value }) => `${encodeURIComponent(name)}=${encodeURIComponent(value).replace(/%2C/g, ",")}`,
  );
  const base = {
    method: request.method.toUpperCase(),
    url: query.length ? `${request.url}?${query.join("&")}` : request.url,
    httpVersion: "HTTP/1.1",
    headers: request.headers,
    queryString: [],
    cookies: [],
    headersSize: -1,
    bodySize: -1,
  };
  if (request.body?.kind === "json") {
    return { ...base, postData: { mimeType: "application/json", text: request.body.text } };
  }
  if (request.body?.kind === "multipart") {
    return { ...base, postData: { mimeType: "multipart/form-data", params: request.body.fields } };
  }
  return { ...base, postData: { mimeType: "application/octet-stream" } };
}

/**
 * Samples in every site language, generated from the request; a language the spec overrides with
 * `x-codeSamples` takes the hand-written source instead.
 */
export function buildCodeSamples(request: SampleRequest, custom: readonly CustomSample[] = []): SampleSource[] {
  const snippet = new HTTPSnippet(toHar(request));
  return SAMPLE_LANGUAGES.map(({ lang, label, target, client }) => {
    const override = custom.find((sample) => sample.lang === lang);
    if (override)
      return { lang, label: override.label ?? label, source: override.source.replace(/\n+$/, ""), custom: true };
    const converted = snippet.convert(target, client);
    const source = Array.isArray(converted) ? converted[0] : converted;
    if (typeof source !== "string")
      throw new Error(`No ${label} sample could be generated for ${request.method} ${request.url}.`);
    return { lang, label, source: source.replace(/\n+$/, ""), custom: false };
  });
}
