/** One judged query: what a developer types, what answers it, and why. */
export interface Judgement {
  query: string;
  /** Acceptable answers: a page route (any of its records counts) or a section URL with its `#anchor`. */
  expect: string[];
  why: string;
}

/** How a search engine did on a judged set. */
export interface RelevanceReport {
  queries: number;
  successAt1: number;
  successAt5: number;
  /** Mean reciprocal rank over the first 20 hits. */
  mrr: number;
  /** Queries whose answer was not first: where it came (null when not in the first 20) and what came first. */
  failures: { query: string; expect: string[]; rank: number | null; first: string[] }[];
}

/** Whether a hit's URL answers a judgement: the same section, or a record of an expected page. */
export function answers(url: string, expect: string[]): boolean {
  const page = url.split("#")[0];
  return expect.some((expected) => (expected.includes("#") ? url === expected : page === expected));
}

/** Runs every judged query through `search` (URLs of the first 20 hits, best first) and scores it. */
export function judge(judgements: Judgement[], search: (query: string) => string[]): RelevanceReport {
  let at1 = 0;
  let at5 = 0;
  let reciprocal = 0;
  const failures: RelevanceReport["failures"] = [];
  for (const judgement of judgements) {
    const urls = search(judgement.query).slice(0, 20);
    const index = urls.findIndex((url) => answers(url, judgement.expect));
    const rank = index < 0 ? null : index + 1;
    if (rank === 1) at1 += 1;
    if (rank !== null && rank <= 5) at5 += 1;
    if (rank !== null) reciprocal += 1 / rank;
    if (rank !== 1) failures.push({ query: judgement.query, expect: judgement.expect, rank, first: urls.slice(0, 3) });
  }
  const n = judgements.length || 1;
  return { queries: judgements.length, successAt1: at1 / n, successAt5: at5 / n, mrr: reciprocal / n, failures };
}
