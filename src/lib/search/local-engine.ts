import type { SearchRecord } from "./types";

/*
 * The search engine behind the search dialog when no Algolia index is configured. It answers in
 * Algolia's response format (hits, paging, `_highlightResult`, `_snippetResult`), so the same
 * react-instantsearch components render both.
 *
 * Matching. Text is compared without case or accents (NFKD, combining marks dropped), word by
 * word: anything that is not a letter or digit separates words, so `get-quote` is `get` `quote`,
 * `BRK.B` is `brk` `b` and `^GSPC` is `gspc`. Every query word must match a word of the record
 * somewhere in its searched fields (AND). A query word matches a record word:
 *   - exactly;
 *   - as a prefix: always for the last query word (it is still being typed), and for the other
 *     words from three letters, so `auth key` finds "authentication key" while `a b` does not
 *     match every record holding words that start with "a" and "b";
 *   - with one typo (a letter inserted, deleted, replaced, or two neighbours swapped) when the
 *     query word has five letters or more; the last word may also be a mistyped prefix.
 * An empty query (no letters or digits) finds nothing: the dialog shows recent searches instead.
 *
 * Ranking, first difference wins:
 *   1. fewer query words matched only with a typo;
 *   2. better fields: each query word scores the best field it matched (title 0, h2 1, h3 2,
 *      keywords 3, content 4), and the record the sum of those scores, so a title match beats a
 *      content match and a record matching all words in its title beats one matching some;
 *   3. fewer query words matched only as a prefix (exact words first);
 *   4. the record's type: page, then h2, then h3, then text;
 *   5. `position` on its page, ascending;
 *   6. order in the index (the sort is stable).
 */

/** Searched fields, most important first; a field's place in this list is its ranking score. */
const SEARCHED_FIELDS = ["lvl1", "lvl2", "lvl3", "keywords", "content"] as const;
type SearchedField = (typeof SEARCHED_FIELDS)[number];

const HIERARCHY_LEVELS = ["lvl0", "lvl1", "lvl2", "lvl3"] as const;
type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];

const TYPE_RANK: Record<SearchRecord["type"], number> = { lvl1: 0, lvl2: 1, lvl3: 2, content: 3 };

const MIN_PREFIX_LENGTH_BEFORE_LAST_WORD = 3;
const MIN_TYPO_LENGTH = 5;
const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;
/** Algolia's default snippet length, in words. */
const DEFAULT_SNIPPET_WORDS = 10;

// ---------------------------------------------------------------------------------------------
// Words

/** A word of a text: where it is in the text, and the form it is compared in. */
export interface Token {
  start: number;
  end: number;
  norm: string;
}

// A word may carry combining marks after its first letter: decomposed "é" stays one word.
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]/gu;
const PLAIN_ASCII_WORD = /^[A-Za-z0-9]*$/;

/**
 * The comparable form of a word: compatibility-decomposed, lower case, without accents. Lower
 * casing comes before dropping marks because it can add one ("İ" lower-cases to "i" + dot).
 */
export function normalise(word: string): string {
  // Most words are plain ASCII, and Unicode normalisation is the costliest step of indexing.
  if (PLAIN_ASCII_WORD.test(word)) return word.toLowerCase();
  return word.normalize("NFKD").toLowerCase().replace(NOT_LETTER_OR_DIGIT, "");
}

/** The words of `text`, with their offsets in it. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    const norm = normalise(match[0]);
    if (norm !== "") tokens.push({ start, end: start + match[0].length, norm });
  }
  return tokens;
}

/** The comparable words of a query, in order. */
export const queryWords = (query: string): string[] => tokenize(query).map((token) => token.norm);

/** How many characters of `word` (as written) make up its first `normLength` comparable letters. */
function writtenLength(word: string, normLength: number): number {
  let letters = 0;
  let offset = 0;
  for (const character of word) {
    const adds = normalise(character).length;
    // Once the letters are reached, only marks that belong to the last letter follow.
    if (letters >= normLength && adds > 0) break;
    letters += adds;
    offset += character.length;
  }
  return offset;
}

// ---------------------------------------------------------------------------------------------
// Matching one query word against one record word

const EXACT = 0;
const PREFIX = 1;
const TYPO = 2;
type MatchKind = typeof EXACT | typeof PREFIX | typeof TYPO;

interface WordMatch {
  kind: MatchKind;
  /** Comparable letters of the record word the query word covers: all of them, or a prefix. */
  length: number;
}

/** Whether `query` from `q` equals `word` from `w` (to its end, or, for a prefix, to any length). */
function restMatches(query: string, q: number, word: string, w: number, prefix: boolean): boolean {
  const remaining = query.length - q;
  if (prefix ? word.length - w < remaining : word.length - w !== remaining) return false;
  for (let i = 0; i < remaining; i += 1) if (query.charCodeAt(q + i) !== word.charCodeAt(w + i)) return false;
  return true;
}

/**
 * How many letters of `word` match `query` with exactly one edit (insertion, deletion,
 * substitution, or swap of neighbours), or -1. With `prefix`, `query` may match the start of
 * `word` only. Exact matches are found before this is asked.
 */
function lengthWithOneEdit(query: string, word: string, prefix: boolean): number {
  if (prefix ? word.length < query.length - 1 : Math.abs(word.length - query.length) > 1) return -1;
  let i = 0;
  const common = Math.min(query.length, word.length);
  while (i < common && query.charCodeAt(i) === word.charCodeAt(i)) i += 1;
  // One of the two ran out: what is left of the other is the edit.
  if (i === query.length) return prefix ? i : word.length - i <= 1 ? word.length : -1;
  if (i === word.length) return query.length - i <= 1 ? word.length : -1;
  const swapped = query[i] === word[i + 1] && query[i + 1] === word[i];
  if (swapped && restMatches(query, i + 2, word, i + 2, prefix)) return prefix ? query.length : word.length;
  if (restMatches(query, i + 1, word, i + 1, prefix)) return prefix ? query.length : word.length; // replaced
  if (restMatches(query, i, word, i + 1, prefix)) return prefix ? query.length + 1 : word.length; // inserted
  if (restMatches(query, i + 1, word, i, prefix)) return prefix ? query.length - 1 : word.length; // deleted
  return -1;
}

/** How `query` matches `word` (both comparable forms), or null. `isLast`: the last query word. */
function matchWord(query: string, word: string, isLast: boolean): WordMatch | null {
  if (word === query) return { kind: EXACT, length: word.length };
  const prefixAllowed = isLast || query.length >= MIN_PREFIX_LENGTH_BEFORE_LAST_WORD;
  if (prefixAllowed && word.startsWith(query)) return { kind: PREFIX, length: query.length };
  if (query.length < MIN_TYPO_LENGTH) return null;
  const length = lengthWithOneEdit(query, word, isLast);
  return length < 0 ? null : { kind: TYPO, length: Math.min(length, word.length) };
}

// ---------------------------------------------------------------------------------------------
// Index

/** Records with each distinct word of their searched fields and where it occurs. */
export interface LocalIndex {
  records: SearchRecord[];
  /** Every distinct comparable word, so a query compares each word once, not once per record. */
  words: string[];
  /** For `words[n]`: the records holding it, ascending, and for each the best field it is in. */
  postings: Array<{ records: Int32Array; fields: Uint8Array }>;
}

function fieldTexts(record: SearchRecord, field: SearchedField): string[] {
  if (field === "keywords") return record.keywords;
  if (field === "content") return record.content === null ? [] : [record.content];
  const level = record.hierarchy[field];
  return level === null ? [] : [level];
}

/** Precomputes the comparable words of every searched field of `records`. */
export function buildLocalIndex(records: SearchRecord[]): LocalIndex {
  const byWord = new Map<string, { records: number[]; fields: number[] }>();
  // The same words recur across records: each written form is normalised once.
  const normalised = new Map<string, string>();
  records.forEach((record, recordNumber) => {
    SEARCHED_FIELDS.forEach((field, fieldScore) => {
      for (const text of fieldTexts(record, field)) {
        for (const [written] of text.matchAll(WORD)) {
          let norm = normalised.get(written);
          if (norm === undefined) normalised.set(written, (norm = normalise(written)));
          if (norm === "") continue;
          let posting = byWord.get(norm);
          if (!posting) byWord.set(norm, (posting = { records: [], fields: [] }));
          // Fields are walked best first: a word already seen in this record keeps its better field.
          if (posting.records[posting.records.length - 1] !== recordNumber) {
            posting.records.push(recordNumber);
            posting.fields.push(fieldScore);
          }
        }
      }
    });
  });
  const words: string[] = [];
  const postings: LocalIndex["postings"] = [];
  for (const [word, posting] of byWord) {
    words.push(word);
    postings.push({ records: Int32Array.from(posting.records), fields: Uint8Array.from(posting.fields) });
  }
  return { records, words, postings };
}

// ---------------------------------------------------------------------------------------------
// Parameters

/** Facet filters as Algolia takes them: top-level entries are ANDed, the items of a nested list ORed. */
export type FacetFilters = string | FacetFilters[];

/** The search parameters the engine honours; others are ignored. */
export interface LocalSearchParams {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  facetFilters?: FacetFilters;
  /** Attributes to snippet, as `"attribute:words"`; only `content` is snippeted. */
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  /** Attributes to count values of in the response's `facets`. */
  facets?: string[];
}

/** A list parameter from a query string: a JSON array, or comma-separated names. */
function listParam(value: string): string[] {
  if (value.startsWith("[")) {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  }
  return value.split(",").filter((item) => item !== "");
}

function numberParam(value: string | null): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** Parameters as a URL-encoded query string (lists as JSON, as Algolia's clients write them). */
function parseParamString(params: string): LocalSearchParams {
  const read = new URLSearchParams(params);
  const text = (key: string) => read.get(key) ?? undefined;
  const list = (key: string) => {
    const value = read.get(key);
    return value === null ? undefined : listParam(value);
  };
  const facetFilters = read.get("facetFilters");
  return {
    query: text("query"),
    hitsPerPage: numberParam(read.get("hitsPerPage")),
    page: numberParam(read.get("page")),
    highlightPreTag: text("highlightPreTag"),
    highlightPostTag: text("highlightPostTag"),
    facetFilters: facetFilters === null ? undefined : facetFilters.startsWith("[") ? (JSON.parse(facetFilters) as FacetFilters) : facetFilters,
    attributesToSnippet: list("attributesToSnippet"),
    snippetEllipsisText: text("snippetEllipsisText"),
    facets: list("facets"),
  };
}

/** Search parameters from either form a client may send: an object, or a URL-encoded string. */
export function readSearchParams(params: LocalSearchParams | string | undefined): LocalSearchParams {
  if (params === undefined) return {};
  return typeof params === "string" ? parseParamString(params) : params;
}

/** The parameters echoed in the response, URL-encoded as Algolia does. */
function paramString(params: LocalSearchParams | string | undefined): string {
  if (typeof params === "string") return params;
  const encoded = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {}) as Array<[string, unknown]>) {
    if (value !== undefined) encoded.set(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  return encoded.toString();
}

// ---------------------------------------------------------------------------------------------
// Facets

interface FacetCondition {
  path: string[];
  value: string;
  negated: boolean;
}

/** A record's value at a dotted attribute path, e.g. `hierarchy.lvl0`. */
function valueAt(record: SearchRecord, path: string[]): unknown {
  let value: unknown = record;
  for (const key of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const facetValues = (value: unknown): string[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value.map(String) : [String(value)];

/** Whether a record value, or one of the values of a list, is `wanted`. */
const holdsValue = (value: unknown, wanted: string): boolean =>
  Array.isArray(value) ? value.some((item) => String(item) === wanted) : value !== undefined && value !== null && String(value) === wanted;

/** `"attribute:value"`; `"attribute:-value"` excludes, and `\-` stands for a value starting with a dash. */
function parseCondition(filter: string): FacetCondition {
  const colon = filter.indexOf(":");
  const path = (colon < 0 ? filter : filter.slice(0, colon)).split(".");
  const raw = colon < 0 ? "" : filter.slice(colon + 1);
  if (raw.startsWith("-")) return { path, value: raw.slice(1), negated: true };
  return { path, value: raw.startsWith("\\-") ? raw.slice(1) : raw, negated: false };
}

/** A test for facetFilters: every top-level entry must hold; within a nested list, any item. */
function facetFilterTest(filters: FacetFilters | undefined): (record: SearchRecord) => boolean {
  if (filters === undefined) return () => true;
  const flatten = (filter: FacetFilters): string[] => (typeof filter === "string" ? [filter] : filter.flatMap(flatten));
  const groups = (typeof filters === "string" ? [filters] : filters).map((group) => flatten(group).map(parseCondition));
  return (record) =>
    groups.every((group) =>
      group.some(({ path, value, negated }) => holdsValue(valueAt(record, path), value) !== negated),
    );
}

/** Counts of each value of each requested attribute among the matching records. */
function countFacets(records: SearchRecord[], attributes: string[]): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const attribute of attributes) {
    if (attribute === "*") continue;
    const path = attribute.split(".");
    const values: Record<string, number> = {};
    for (const record of records) for (const value of facetValues(valueAt(record, path))) values[value] = (values[value] ?? 0) + 1;
    counts[attribute] = values;
  }
  return counts;
}

// ---------------------------------------------------------------------------------------------
// Highlighting and snippets

/** One highlighted value, as Algolia writes it. */
export interface HighlightResultOption {
  value: string;
  matchLevel: "none" | "partial" | "full";
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/** One snippeted value, as Algolia writes it. */
export interface SnippetResultOption {
  value: string;
  matchLevel: "none" | "partial" | "full";
}

interface Tags {
  pre: string;
  post: string;
}

/**
 * `text`, or its tokens `from` to `to`, with the parts matching the query wrapped in the tags.
 * The text is otherwise left as written, as Algolia returns it: instantsearch HTML-escapes every
 * highlight value itself before turning its tags into <mark>, so escaping here as well would show
 * readers `&amp;` for `&`.
 */
function highlightTokens(text: string, tokens: Token[], words: string[], tags: Tags, from = 0, to = tokens.length): HighlightResultOption {
  const last = words.length - 1;
  const matched = new Set<string>();
  const start = from === 0 ? 0 : tokens[from].start;
  const end = to === tokens.length ? text.length : tokens[to - 1].end;
  let value = "";
  let cursor = start;
  let whole = to > from;
  for (let t = from; t < to; t += 1) {
    const token = tokens[t];
    let covered = 0;
    words.forEach((word, w) => {
      const match = matchWord(word, token.norm, w === last);
      if (!match) return;
      matched.add(word);
      covered = Math.max(covered, match.length);
    });
    if (covered < token.norm.length) whole = false;
    if (covered === 0) continue;
    const written = writtenLength(text.slice(token.start, token.end), covered);
    value += text.slice(cursor, token.start) + tags.pre + text.slice(token.start, token.start + written) + tags.post;
    cursor = token.start + written;
  }
  value += text.slice(cursor, end);
  const distinct = new Set(words).size;
  const matchLevel = matched.size === 0 ? "none" : matched.size === distinct ? "full" : "partial";
  const matchedWords = words.filter((word, w) => matched.has(word) && words.indexOf(word) === w);
  return matchLevel === "none" ? { value, matchLevel, matchedWords } : { value, matchLevel, matchedWords, fullyHighlighted: whole };
}

const highlightText = (text: string, words: string[], tags: Tags, tokens = tokenize(text)) => highlightTokens(text, tokens, words, tags);

/**
 * About `size` words of `text` around its first match (a quarter of them before it), highlighted,
 * with `ellipsis` where the text was cut.
 */
function snippetText(text: string, tokens: Token[], words: string[], size: number, tags: Tags, ellipsis: string): SnippetResultOption {
  if (tokens.length <= size) {
    const { value, matchLevel } = highlightTokens(text, tokens, words, tags);
    return { value, matchLevel };
  }
  const last = words.length - 1;
  const first = tokens.findIndex((token) => words.some((word, w) => matchWord(word, token.norm, w === last) !== null));
  const from = Math.max(0, Math.min(Math.max(first, 0) - Math.floor(size / 4), tokens.length - size));
  const to = from + size;
  const { value, matchLevel } = highlightTokens(text, tokens, words, tags, from, to);
  return { value: `${from > 0 ? ellipsis : ""}${value}${to < tokens.length ? ellipsis : ""}`, matchLevel };
}

/** Words per snippeted attribute, from `["content:24", "title"]`. */
function snippetSizes(attributes: string[] | undefined): Map<string, number> {
  return new Map(
    (attributes ?? []).map((attribute) => {
      const [name, size] = attribute.split(":");
      const words = Number(size);
      return [name, Number.isInteger(words) && words > 0 ? words : DEFAULT_SNIPPET_WORDS];
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Search

/** A hit: the record with its highlighted values, and its content snippet when asked for. */
export type LocalHit = SearchRecord & {
  _highlightResult: {
    hierarchy: Partial<Record<HierarchyLevel, HighlightResultOption>>;
    content?: HighlightResultOption;
    keywords: HighlightResultOption[];
  };
  _snippetResult?: { content?: SnippetResultOption };
};

/** One query's answer, in Algolia's single-index response format. */
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
  facets?: Record<string, Record<string, number>>;
  exhaustiveFacetsCount?: true;
}

const NO_MATCH = 0xffff;
// A word's best match in a record, as one number whose order is the ranking order: typo, then
// field, then prefix.
const TYPO_BIT = 16;
const PREFIX_BIT = 1;
const matchScore = (kind: MatchKind, field: number) => (kind === TYPO ? TYPO_BIT : 0) + field * 2 + (kind === PREFIX ? PREFIX_BIT : 0);

/** For one query word: the score of its best match in each record, NO_MATCH where none. */
function scoreWord(index: LocalIndex, word: string, isLast: boolean): Uint16Array {
  const scores = new Uint16Array(index.records.length).fill(NO_MATCH);
  index.words.forEach((candidate, n) => {
    const match = matchWord(word, candidate, isLast);
    if (!match) return;
    const { records, fields } = index.postings[n];
    for (let p = 0; p < records.length; p += 1) {
      const score = matchScore(match.kind, fields[p]);
      if (score < scores[records[p]]) scores[records[p]] = score;
    }
  });
  return scores;
}

interface Ranked {
  record: number;
  typos: number;
  fields: number;
  prefixes: number;
  type: number;
  position: number;
}

function compareRanked(a: Ranked, b: Ranked): number {
  return a.typos - b.typos || a.fields - b.fields || a.prefixes - b.prefixes || a.type - b.type || a.position - b.position || a.record - b.record;
}

/** The records matching every query word and the filters, best first. */
function rankRecords(index: LocalIndex, words: string[], accepts: (record: SearchRecord) => boolean): Ranked[] {
  const perWord = words.map((word, w) => scoreWord(index, word, w === words.length - 1));
  const ranked: Ranked[] = [];
  for (let record = 0; record < index.records.length; record += 1) {
    let typos = 0;
    let fields = 0;
    let prefixes = 0;
    let matchesAll = true;
    for (const scores of perWord) {
      const score = scores[record];
      if (score === NO_MATCH) {
        matchesAll = false;
        break;
      }
      if (score >= TYPO_BIT) typos += 1;
      fields += (score % TYPO_BIT) >> 1;
      if ((score & PREFIX_BIT) !== 0) prefixes += 1;
    }
    if (!matchesAll || !accepts(index.records[record])) continue;
    const { type, position } = index.records[record];
    ranked.push({ record, typos, fields, prefixes, type: TYPE_RANK[type], position });
  }
  return ranked.sort(compareRanked);
}

function toHit(record: SearchRecord, words: string[], tags: Tags, snippets: Map<string, number>, ellipsis: string): LocalHit {
  const hierarchy: LocalHit["_highlightResult"]["hierarchy"] = {};
  for (const level of HIERARCHY_LEVELS) {
    const text = record.hierarchy[level];
    if (text !== null) hierarchy[level] = highlightText(text, words, tags);
  }
  const highlightResult: LocalHit["_highlightResult"] = { hierarchy, keywords: record.keywords.map((keyword) => highlightText(keyword, words, tags)) };
  const hit: LocalHit = { ...record, _highlightResult: highlightResult };
  if (record.content === null) return hit;
  const contentTokens = tokenize(record.content);
  highlightResult.content = highlightText(record.content, words, tags, contentTokens);
  const snippetSize = snippets.get("content");
  if (snippetSize !== undefined) hit._snippetResult = { content: snippetText(record.content, contentTokens, words, snippetSize, tags, ellipsis) };
  return hit;
}

const wholeNumber = (value: number | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.min(max, Math.max(0, Math.floor(value)));

/**
 * Answers one query against the index, in Algolia's response format. `params` may be an object
 * (as react-instantsearch sends it) or a URL-encoded string; `indexName`, when given, is echoed
 * as `index`.
 */
export function searchLocalIndex(index: LocalIndex, params: LocalSearchParams | string | undefined, indexName?: string): LocalSearchResponse {
  const started = Date.now();
  const read = readSearchParams(params);
  const query = read.query ?? "";
  const hitsPerPage = wholeNumber(read.hitsPerPage, DEFAULT_HITS_PER_PAGE, MAX_HITS_PER_PAGE);
  const page = wholeNumber(read.page, 0);
  const words = queryWords(query);
  const ranked = words.length === 0 ? [] : rankRecords(index, words, facetFilterTest(read.facetFilters));

  const tags = { pre: read.highlightPreTag ?? "<em>", post: read.highlightPostTag ?? "</em>" };
  const snippets = snippetSizes(read.attributesToSnippet);
  const ellipsis = read.snippetEllipsisText ?? "…";
  const hits = ranked
    .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
    .map(({ record }) => toHit(index.records[record], words, tags, snippets, ellipsis));

  const response: LocalSearchResponse = {
    hits,
    nbHits: ranked.length,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(ranked.length / hitsPerPage),
    hitsPerPage,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query,
    params: paramString(params),
  };
  if (indexName !== undefined) response.index = indexName;
  if (read.facets && read.facets.length > 0) {
    response.facets = countFacets(ranked.map(({ record }) => index.records[record]), read.facets);
    response.exhaustiveFacetsCount = true;
  }
  response.processingTimeMS = Date.now() - started;
  return response;
}
