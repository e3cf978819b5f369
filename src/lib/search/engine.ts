import type { SearchRecord } from "./types";

/**
 * The search engine used when no Algolia index is configured: it answers in Algolia's response
 * format, highlights and snippets included, so the dialog renders both alike.
 *
 * Matching: text is compared without case or accents, word by word (anything that is not a
 * letter or digit separates words, so `get-quote` is two words and `^GSPC` is `gspc`). Every
 * query word must match a word of the record. A word matches exactly, as a prefix (the last query
 * word always; the others from three characters), or, from five characters, with one typo.
 *
 * Ranking: fewer typos; then the best field matched (title, h2, h3, keywords, content); then more
 * exact words; then pages before headings before text; then reading order on the page.
 */

/** Searched fields, most important first. */
const FIELDS = ["lvl1", "lvl2", "lvl3", "keywords", "content"] as const;
type Field = (typeof FIELDS)[number];

const TYPE_ORDER: Record<SearchRecord["type"], number> = { lvl1: 0, lvl2: 1, lvl3: 2, content: 3 };

/** A word of a text, where it is, and its comparable form. */
interface Word {
  start: number;
  end: number;
  norm: string;
}

interface IndexedRecord {
  record: SearchRecord;
  words: Record<Field, Word[]>;
}

/** Records with their words precomputed, and each distinct word with the records and fields it is in. */
export interface LocalIndex {
  entries: IndexedRecord[];
  /** Word → [entry, field rank] pairs, so a query compares each distinct word once. */
  vocabulary: Map<string, Array<[number, number]>>;
}

/** Lower case without accents. */
export const normalise = (text: string): string => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/** The words of `text` with their offsets. */
export function words(text: string): Word[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({ start: match.index ?? 0, end: (match.index ?? 0) + match[0].length, norm: normalise(match[0]) }));
}

const fieldText = (record: SearchRecord, field: Field): string => {
  if (field === "keywords") return record.keywords.join(" ");
  if (field === "content") return record.content ?? "";
  return record.hierarchy[field] ?? "";
};

/** Precomputes the words of every searched field. */
export function buildLocalIndex(records: SearchRecord[]): LocalIndex {
  const entries = records.map((record) => ({
    record,
    words: Object.fromEntries(FIELDS.map((field) => [field, words(fieldText(record, field))])) as Record<Field, Word[]>,
  }));
  const vocabulary = new Map<string, Array<[number, number]>>();
  entries.forEach((entry, entryIndex) => {
    FIELDS.forEach((field, fieldRank) => {
      for (const word of entry.words[field]) {
        const postings = vocabulary.get(word.norm) ?? [];
        // Entries and fields are walked in order, so a repeat of the word in this field is the last posting.
        const last = postings[postings.length - 1];
        if (!last || last[0] !== entryIndex || last[1] !== fieldRank) postings.push([entryIndex, fieldRank]);
        vocabulary.set(word.norm, postings);
      }
    });
  });
  return { entries, vocabulary };
}

/** Whether `a` and `b` are one insertion, deletion, substitution or swap of neighbours apart. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const differences = [...a].flatMap((letter, i) => (letter === b[i] ? [] : [i]));
    if (differences.length === 2 && differences[1] === differences[0] + 1 && a[differences[0]] === b[differences[1]] && a[differences[1]] === b[differences[0]]) return true;
  }
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (a.length < b.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** How a query word matched a record word: 0 exact, 1 prefix, 2 one typo; null when it does not. */
function wordMatch(query: string, word: string, isLast: boolean): 0 | 1 | 2 | null {
  if (word === query) return 0;
  if ((isLast || query.length >= 3) && word.startsWith(query)) return 1;
  if (query.length >= 5 && (withinOneEdit(query, word) || withinOneEdit(query, word.slice(0, query.length)))) return 2;
  return null;
}

/** Orders matches: a typo last, then by field, then exact before prefix. */
const matchRank = (kind: 0 | 1 | 2, field: number) => (kind === 2 ? 100 : 0) + field * 2 + kind;

/** For one query word: each record it matches, with the rank of its best match there. */
function matchesOf(index: LocalIndex, query: string, isLast: boolean): Map<number, number> {
  const best = new Map<number, number>();
  for (const [word, postings] of index.vocabulary) {
    const kind = wordMatch(query, word, isLast);
    if (kind === null) continue;
    for (const [entry, field] of postings) {
      const rank = matchRank(kind, field);
      if (rank < (best.get(entry) ?? Infinity)) best.set(entry, rank);
    }
  }
  return best;
}

/** Search parameters the engine honours, as instantsearch sends them. */
export interface SearchParams {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  facetFilters?: string | (string | string[])[];
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
}

/** A highlighted value, as Algolia writes it. */
export interface HighlightResult {
  value: string;
  matchLevel: "none" | "partial" | "full";
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/** A hit: the record with its highlighted and snippeted values. */
export type LocalHit = SearchRecord & {
  _highlightResult: {
    hierarchy: Partial<Record<"lvl0" | "lvl1" | "lvl2" | "lvl3", HighlightResult>>;
    content?: HighlightResult;
    keywords: HighlightResult[];
  };
  _snippetResult?: { content?: HighlightResult };
};

/** One index's answer, in Algolia's response format. */
export interface LocalSearchResponse {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index?: string;
}

/**
 * `text` (from `from` to `to`) with the words matching `queryWords` wrapped in the tags. The text
 * is not HTML-escaped, as with Algolia: instantsearch escapes hits itself.
 */
function highlight(text: string, queryWords: string[], tags: { pre: string; post: string }, from = 0, to = text.length): HighlightResult {
  let value = "";
  let cursor = from;
  const matched = new Set<string>();
  const textWords = words(text.slice(from, to)).map((word) => ({ ...word, start: word.start + from, end: word.end + from }));
  let highlightedLetters = 0;
  let letters = 0;
  for (const word of textWords) {
    letters += word.end - word.start;
    let length = 0;
    queryWords.forEach((query, index) => {
      const kind = wordMatch(query, word.norm, index === queryWords.length - 1);
      if (kind === null) return;
      matched.add(query);
      // A prefix match marks the typed part only, when the word's letters map one to one.
      const marked = kind === 1 && word.norm.length === word.end - word.start ? query.length : word.end - word.start;
      length = Math.max(length, marked);
    });
    if (length === 0) continue;
    value += text.slice(cursor, word.start) + tags.pre + text.slice(word.start, word.start + length) + tags.post;
    cursor = word.start + length;
    highlightedLetters += length;
  }
  value += text.slice(cursor, to);
  const matchLevel = matched.size === 0 ? "none" : matched.size === queryWords.length ? "full" : "partial";
  return { value, matchLevel, matchedWords: [...matched], fullyHighlighted: letters > 0 && highlightedLetters === letters };
}

/** A window of about `count` words around the first match in `text`, with ellipses where cut. */
function snippet(text: string, queryWords: string[], count: number, tags: { pre: string; post: string }, ellipsis: string): HighlightResult {
  const textWords = words(text);
  if (textWords.length <= count) return highlight(text, queryWords, tags);
  const first = textWords.findIndex((word) => queryWords.some((query, index) => wordMatch(query, word.norm, index === queryWords.length - 1) !== null));
  const start = Math.max(0, Math.min((first < 0 ? 0 : first) - Math.floor(count / 3), textWords.length - count));
  const end = start + count;
  const from = start === 0 ? 0 : textWords[start].start;
  const to = end >= textWords.length ? text.length : textWords[end - 1].end;
  const result = highlight(text, queryWords, tags, from, to);
  return { ...result, value: `${start > 0 ? ellipsis : ""}${result.value}${end < textWords.length ? ellipsis : ""}` };
}

/** facetFilters as AND of ORs. */
function facetFilter(filters: SearchParams["facetFilters"]): (record: SearchRecord) => boolean {
  const groups = (typeof filters === "string" ? [filters] : (filters ?? [])).map((group) => (Array.isArray(group) ? group : [group]));
  return (record) =>
    groups.every((group) =>
      group.some((filter) => {
        const separator = filter.indexOf(":");
        const field = filter.slice(0, separator);
        const value = filter.slice(separator + 1);
        const actual = (record as unknown as Record<string, unknown>)[field];
        return Array.isArray(actual) ? actual.includes(value) : String(actual) === value;
      }),
    );
}

/** Parameters sent as a query string (older clients) or an object. */
export function readParams(params: SearchParams | string | undefined): SearchParams {
  if (typeof params !== "string") return params ?? {};
  const read = new URLSearchParams(params);
  const json = (key: string) => {
    const value = read.get(key);
    if (value === null) return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  };
  return {
    query: read.get("query") ?? undefined,
    hitsPerPage: read.has("hitsPerPage") ? Number(read.get("hitsPerPage")) : undefined,
    page: read.has("page") ? Number(read.get("page")) : undefined,
    highlightPreTag: read.get("highlightPreTag") ?? undefined,
    highlightPostTag: read.get("highlightPostTag") ?? undefined,
    facetFilters: json("facetFilters") as SearchParams["facetFilters"],
    attributesToSnippet: json("attributesToSnippet") as string[] | undefined,
    snippetEllipsisText: read.get("snippetEllipsisText") ?? undefined,
  };
}

/** Answers one query against the index. An empty query finds nothing. */
export function searchLocalIndex(index: LocalIndex, rawParams: SearchParams | string | undefined, indexName?: string): LocalSearchResponse {
  const started = Date.now();
  const params = readParams(rawParams);
  const query = params.query ?? "";
  const hitsPerPage = Math.max(1, params.hitsPerPage ?? 20);
  const page = Math.max(0, params.page ?? 0);
  const queryWords = words(query).map((word) => word.norm);
  const paramString = new URLSearchParams({ query, hitsPerPage: String(hitsPerPage), page: String(page) }).toString();
  const base = { page, hitsPerPage, exhaustiveNbHits: true as const, query, params: paramString, ...(indexName ? { index: indexName } : {}) };
  if (queryWords.length === 0) return { ...base, hits: [], nbHits: 0, nbPages: 0, processingTimeMS: 0 };

  const passes = facetFilter(params.facetFilters);
  const perWord = queryWords.map((word, i) => matchesOf(index, word, i === queryWords.length - 1));
  const ranked: { entry: IndexedRecord; key: number[] }[] = [];
  // Records every word matched: the rarest word's matches are the candidates.
  const [fewest] = [...perWord].sort((a, b) => a.size - b.size);
  for (const order of fewest.keys()) {
    const entry = index.entries[order];
    if (!passes(entry.record) || !perWord.every((matches) => matches.has(order))) continue;
    const ranks = perWord.map((matches) => matches.get(order) ?? 0);
    const typos = ranks.filter((rank) => rank >= 100).length;
    const field = Math.max(...ranks.map((rank) => Math.floor((rank % 100) / 2)));
    const inexact = ranks.filter((rank) => rank % 2 === 1 || rank >= 100).length;
    ranked.push({ entry, key: [typos, field, inexact, TYPE_ORDER[entry.record.type], entry.record.position, order] });
  }
  ranked.sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i] - b.key[i];
    return 0;
  });

  const tags = { pre: params.highlightPreTag ?? "<em>", post: params.highlightPostTag ?? "</em>" };
  const snippetWords = new Map(
    (params.attributesToSnippet ?? []).map((attribute) => {
      const [name, count] = attribute.split(":");
      return [name, Number(count) || 10] as const;
    }),
  );
  const ellipsis = params.snippetEllipsisText ?? "…";
  const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({ entry: { record } }): LocalHit => {
    const hierarchy: LocalHit["_highlightResult"]["hierarchy"] = {};
    for (const level of ["lvl0", "lvl1", "lvl2", "lvl3"] as const) {
      const value = record.hierarchy[level];
      if (value) hierarchy[level] = highlight(value, queryWords, tags);
    }
    const contentSnippet = record.content && snippetWords.has("content") ? snippet(record.content, queryWords, snippetWords.get("content") ?? 10, tags, ellipsis) : undefined;
    return {
      ...record,
      _highlightResult: {
        hierarchy,
        ...(record.content ? { content: highlight(record.content, queryWords, tags) } : {}),
        keywords: record.keywords.map((keyword) => highlight(keyword, queryWords, tags)),
      },
      ...(contentSnippet ? { _snippetResult: { content: contentSnippet } } : {}),
    };
  });
  return { ...base, hits, nbHits: ranked.length, nbPages: Math.ceil(ranked.length / hitsPerPage), processingTimeMS: Date.now() - started };
}
