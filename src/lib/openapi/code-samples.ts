/**
 * The reference's code samples. They come from the same generator as the samples "Try it" writes
 * in the browser as the reader types (src/lib/tryit/snippets.ts), so a page's sample and the
 * reader's request read alike.
 */
import { SITE_LANGUAGES } from "../languages";
import { requestSnippet, type SnippetRequest } from "../tryit/snippets";

/** The site-wide code languages, in tab order, with their labels. */
export const SAMPLE_LANGUAGES = SITE_LANGUAGES;

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

/** The request as the one snippet generator takes it: the query in the URL, files by name. */
function toSnippetRequest(request: SampleRequest): SnippetRequest {
  const query = request.query.map(
    ({ name, value }) => `${encodeURIComponent(name)}=${encodeURIComponent(value).replace(/%2C/g, ",")}`,
  );
  const url = query.length ? `${request.url}?${query.join("&")}` : request.url;
  const body: SnippetRequest["body"] =
    request.body?.kind === "multipart"
      ? {
          kind: "multipart",
          fields: request.body.fields.map((field) =>
            field.fileName !== undefined
              ? { name: field.name, fileName: field.fileName }
              : { name: field.name, value: field.value },
          ),
        }
      : request.body;
  return { method: request.method, url, headers: request.headers, body };
}

/**
 * Samples in every site language, generated from the request; a language the spec overrides with
 * `x-codeSamples` takes the hand-written source instead.
 */
export function buildCodeSamples(request: SampleRequest, custom: readonly CustomSample[] = []): SampleSource[] {
  const snippetRequest = toSnippetRequest(request);
  return SAMPLE_LANGUAGES.map(({ lang, label }) => {
    const override = custom.find((sample) => sample.lang === lang);
    if (override)
      return { lang, label: override.label ?? label, source: override.source.replace(/\n+$/, ""), custom: true };
    return { lang, label, source: requestSnippet(lang, snippetRequest).replace(/\n+$/, ""), custom: false };
  });
}
