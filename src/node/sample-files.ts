import fs from "fs";
import path from "path";
import { writeIfChanged } from "./write-if-changed";

/**
 * Publishes the highlighted samples of one page as a JSON file under public/, fetched by the page
 * only when the reader picks a language other than the first. Written while sourcing, so both
 * `gatsby develop` and `gatsby build` serve it.
 */
export function writeSampleFile(publicPath: string, samples: ReadonlyArray<{ lang: string; html: string }>): void {
  writePublicJson(publicPath, Object.fromEntries(samples.map((sample) => [sample.lang, sample.html])));
}

/** Publishes `value` as a JSON file at `publicPath` under public/, for a page to fetch on demand. */
export function writePublicJson(publicPath: string, value: unknown): void {
  writePublicFile(publicPath, JSON.stringify(value));
}

/** Publishes a file built from data at `publicPath` under public/. */
export function writePublicFile(publicPath: string, text: string): void {
  const target = path.join("public", publicPath);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  writeIfChanged(target, text);
}

/** Public path of a page's sample file. */
export const sampleFilePath = (source: string, id: string): string => `/samples/${source}/${id}.json`;
