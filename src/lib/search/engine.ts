import { SEARCH_CONFIG } from "./search-config";
import type { SearchRecord } from "./types";
import { allowedTypos, typoDistance } from "./typos";

/**
 * The search engine used when no Algolia index is configured. It follows the settings Algolia is
 * given (search-config.ts) and answers in Algolia's response format, highlights and snippets
 * included, so the dialog renders both alike.
 *
 * Matching: text is compared without case or accents, word by word: anything that is not a letter
 * or digit separates words, so `BRK.B`, `SAP:de`, `EUR/USD` and `get-quote` are two words each. A
 * query word matches a word exactly, through a synonym, as a prefix (the last query word only), or
 * with typos (one from 4 letters, two from 8; none on tickers, identifiers and numbers). Two query
 * words written together in a ticker or pair (`EUR/USD` → EURUSD) match it too. Every word must
 * match, except the optional ones of a question ("is", "the", "how").
 *
 * Ranking, as Algolia's: fewer typos; more query words matched; the best attribute (tickers, then
 * title, headings, keywords, prose, code) that every matched word reaches; more exact words; then
 * pages before headings before text, and reading order.
 */

/** Searched fields, most important first, as the config names them. */
type Field = (typeof SEARCH_CONFIG.searchableAttributes)[number];
const FIELDS: readonly Field[] = SEARCH_CONFIG.searchableAttributes;
const NO_TYPO_FIELDS = new Set<number>(SEARCH_CONFIG.disableTypoToleranceOnAttributes.map((field) => FIELDS.indexOf(field)));
const SYMBOLS_FIELD = FIELDS.indexOf("symbols");
const OPTIONAL = new Set<string>(SEARCH_CONFIG.optionalWords);

const TYPE_ORDER: Record<SearchRecord["type"], number> = { lvl1: 0, lvl2: 1, lvl3: 2, content: 3 };

/** A word of a text, where it is, and its comparable form. */
interface Word {
  start: number;
  end: number;
  norm: string;
}

/** Records with, for each distinct word, the records and fields it is in. */
export interface LocalIndex {
  records: SearchRecord[];
  /** Word → [record, field rank] pairs, so a query compares each distinct word once. */
  vocabulary: Map<string, Array<[number, number]>>;
  /** The distinct words, sorted, for prefix lookups. */
  sorted: string[];
  /** The distinct words by length, for typo lookups. */
  byLength: string[][];
  /** Multi-word synonym terms by their first word, and each term's group. */
  synonyms: Map<string, string[][]>;
}

/** Lower case without accents. */
export const normalise = (text: string): string => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/** The words of `text` with their offsets. */
export function words(text: string): Word[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({ start: match.index ?? 0, end: (match.index ?? 0) + match[0].length, norm: normalise(match[0]) }));
}

const normWords = (text: string): string[] => (text.match(/[\p{L}\p{N}]+/gu) ?? []).map(normalise);

function fieldText(record: SearchRecord, field: Field): string {
  switch (field) {
    case "symbols":
      return (record.symbols ?? []).join(" ");
    case "keywords":
      return record.keywords.join(" ");
    case "content":
      return record.content ?? "";
    case "code":
      return (record.code ?? []).join(" ");
    default:
      return record.hierarchy[field.slice("hierarchy.".length) as "lvl1" | "lvl2" | "lvl3"] ?? "";
  }
}

/** Each synonym term as words, listed under every term of its group. */
function synonymTable(): Map<string, string[][]> {
  const table = new Map<string, string[][]>();
  for (const group of SEARCH_CONFIG.synonyms) {
    const terms = group.map(normWords).filter((term) => term.length > 0);
    for (const term of terms) table.set(term.join(" "), terms);
  }
  return table;
}

/** Indexes every searched field's words. */
export function buildLocalIndex(records: SearchRecord[]): LocalIndex {
  const vocabulary = new Map<string, Array<[number, number]>>();
  records.forEach((record, recordIndex) => {
    FIELDS.forEach((field, fieldRank) => {
      for (const norm of normWords(fieldText(record, field))) {
        let postings = vocabulary.get(norm);
        if (!postings) vocabulary.set(norm, (postings = []));
        // Records and fields are walked in order, so a repeat of the word in this field is the last posting.
        const last = postings[postings.length - 1];
        if (!last || last[0] !== recordIndex || last[1] !== fieldRank) postings.push([recordIndex, fieldRank]);
      }
    });
  });
  const sorted = [...vocabulary.keys()].sort();
  const byLength: string[][] = [];
  for (const word of sorted) (byLength[word.length] ??= []).push(word);
  return { records, vocabulary, sorted, byLength, synonyms: synonymTable() };
}

/** How well one query term matched in one record: lower is better on each count. */
interface TermMatch {
  typos: number;
  field: number;
  inexact: number;
}

/** One position of the query: the words typed, and the alternatives that stand for them. */
interface Slot {
  typed: string[];
  alternatives: string[][];
  optional: boolean;
  /** Whether the slot ends the query, so its last word may be a prefix. */
  last: boolean;
  /** Whether the second alternative is the typed words written together (EUR/USD → EURUSD), not a synonym. */
  joined?: boolean;
}

/** Splits the query into slots: synonym terms (longest first), words written together in a ticker, single words. */
function querySlots(index: LocalIndex, queryWords: string[]): Slot[] {
  const slots: Slot[] = [];
  for (let i = 0; i < queryWords.length; ) {
    let taken = 0;
    for (let length = Math.min(3, queryWords.length - i); length >= 1 && !taken; length--) {
      const typed = queryWords.slice(i, i + length);
      const terms = index.synonyms.get(typed.join(" "));
      if (terms) {
        slots.push({ typed, alternatives: [typed, ...terms.filter((term) => term.join(" ") !== typed.join(" "))], optional: false, last: i + length === queryWords.length });
        taken = length;
      }
    }
    if (!taken && i + 1 < queryWords.length) {
      // EUR/USD, BRK.B: two words that a ticker or pair writes as one.
      const joined = queryWords[i] + queryWords[i + 1];
      if (index.vocabulary.get(joined)?.some(([, field]) => field === SYMBOLS_FIELD)) {
        slots.push({ typed: queryWords.slice(i, i + 2), alternatives: [queryWords.slice(i, i + 2), [joined]], optional: false, last: i + 2 === queryWords.length, joined: true });
        taken = 2;
      }
    }
    if (!taken) {
      slots.push({ typed: [queryWords[i]], alternatives: [[queryWords[i]]], optional: OPTIONAL.has(queryWords[i]), last: i + 1 === queryWords.length });
      taken = 1;
    }
    i += taken;
  }
  // A query of optional words only ("how to") needs them all.
  if (slots.every((slot) => slot.optional)) slots.forEach((slot) => (slot.optional = false));
  return slots;
}

const better = (a: TermMatch, b: TermMatch | undefined): boolean =>
  !b || a.typos < b.typos || (a.typos === b.typos && (a.field < b.field || (a.field === b.field && a.inexact < b.inexact)));

/** Words of the index a query word reaches, and how: the highlighter marks the same words. */
type Reached = Map<string, { typos: number; prefix: boolean }>;

/** Every indexed word `word` reaches: itself, words it begins (as the last word), words within its typos. */
function reachedWords(index: LocalIndex, word: string, prefix: boolean): Reached {
  const reached: Reached = new Map();
  if (index.vocabulary.has(word)) reached.set(word, { typos: 0, prefix: false });
  if (prefix) {
    let low = 0;
    let high = index.sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (index.sorted[mid] < word) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < index.sorted.length && index.sorted[i].startsWith(word); i++) if (index.sorted[i] !== word) reached.set(index.sorted[i], { typos: 0, prefix: true });
  }
  const max = allowedTypos(word, SEARCH_CONFIG);
  if (max > 0) {
    const longest = prefix ? index.byLength.length - 1 : Math.min(index.byLength.length - 1, word.length + max);
    for (let length = Math.max(1, word.length - max); length <= longest; length++) for (const candidate of index.byLength[length] ?? []) {
      if (reached.has(candidate)) continue;
      const distance = typoDistance(word, candidate, max, prefix);
      if (distance <= max) reached.set(candidate, { typos: distance, prefix: prefix && candidate.length > word.length });
    }
  }
  return reached;
}

/** Each record one query word matches, with its best match there. */
function wordMatches(index: LocalIndex, reached: Reached, synonym: boolean): Map<number, TermMatch> {
  const best = new Map<number, TermMatch>();
  for (const [word, how] of reached) {
    const postings = index.vocabulary.get(word) ?? [];
    // A ticker gets no typos wherever it is written: AAPL must not find AAL through the title "American Airlines Group Inc. (AAL)".
    const tickerOf = how.typos > 0 ? new Set(postings.filter(([, field]) => field === SYMBOLS_FIELD).map(([record]) => record)) : null;
    for (const [record, field] of postings) {
      if (how.typos > 0 && (NO_TYPO_FIELDS.has(field) || tickerOf?.has(record))) continue;
      // A synonym stands for a word, not a ticker: "crypto" must not find the stock COIN.
      if (synonym && field === SYMBOLS_FIELD) continue;
      const match = { typos: how.typos, field, inexact: how.typos > 0 || how.prefix ? 1 : 0 };
      if (better(match, best.get(record))) best.set(record, match);
    }
  }
  // A synonym matches as exactly as the word typed (Algolia's alternativesAsExact).
  if (synonym) for (const match of best.values()) match.typos = 0;
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

/** Indexed word → the query word it answers and how many of its letters to mark (all when null). */
type Marks = Map<string, { query: string; letters: number | null }>;

/**
 * `text` (from `from` to `to`) with the words the query reached wrapped in the tags. The text is
 * not HTML-escaped, as with Algolia: instantsearch escapes hits itself.
 */
function highlight(text: string, marks: Marks, queryCount: number, tags: { pre: string; post: string }, from = 0, to = text.length): HighlightResult {
  let value = "";
  let cursor = from;
  const matched = new Set<string>();
  let highlightedLetters = 0;
  let letters = 0;
  for (const word of words(text.slice(from, to))) {
    const start = word.start + from;
    const end = word.end + from;
    letters += end - start;
    const mark = marks.get(word.norm);
    if (!mark) continue;
    matched.add(mark.query);
    // A prefix marks the typed part only, when the word's letters map one to one.
    const length = mark.letters !== null && word.norm.length === end - start ? Math.min(mark.letters, end - start) : end - start;
    value += text.slice(cursor, start) + tags.pre + text.slice(start, start + length) + tags.post;
    cursor = start + length;
    highlightedLetters += length;
  }
  value += text.slice(cursor, to);
  const matchLevel = matched.size === 0 ? "none" : matched.size >= queryCount ? "full" : "partial";
  return { value, matchLevel, matchedWords: [...matched], fullyHighlighted: letters > 0 && highlightedLetters === letters };
}

/** A window of about `count` words around the first match in `text`, with ellipses where cut. */
function snippet(text: string, marks: Marks, queryCount: number, count: number, tags: { pre: string; post: string }, ellipsis: string): HighlightResult {
  const textWords = words(text);
  if (textWords.length <= count) return highlight(text, marks, queryCount, tags);
  const first = textWords.findIndex((word) => marks.has(word.norm));
  const start = Math.max(0, Math.min((first < 0 ? 0 : first) - Math.floor(count / 3), textWords.length - count));
  const end = start + count;
  const from = start === 0 ? 0 : textWords[start].start;
  const to = end >= textWords.length ? text.length : textWords[end - 1].end;
  const result = highlight(text, marks, queryCount, tags, from, to);
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

/** Every record matching the query, best first, with the marks to highlight them. */
export function rankRecords(index: LocalIndex, query: string, passes: (record: SearchRecord) => boolean = () => true): { ranked: number[]; marks: Marks; queryCount: number } {
  const queryWords = normWords(query);
  const marks: Marks = new Map();
  if (queryWords.length === 0) return { ranked: [], marks, queryCount: 0 };
  const slots = querySlots(index, queryWords);
  const reachedCache = new Map<string, Reached>();
  const reach = (word: string, prefix: boolean) => {
    const key = `${word} ${prefix}`;
    let reached = reachedCache.get(key);
    if (!reached) reachedCache.set(key, (reached = reachedWords(index, word, prefix)));
    return reached;
  };

  // For each slot: each record it matches, with the best of its alternatives there.
  const perSlot = slots.map((slot) => {
    const best = new Map<number, TermMatch>();
    slot.alternatives.forEach((alternative, alternativeIndex) => {
      const synonym = alternativeIndex > 0 && !slot.joined;
      const perWord = alternative.map((word, i) => {
        const prefix = slot.last && !synonym && i === alternative.length - 1;
        const reached = reach(word, prefix);
        for (const [indexed, how] of reached) if (!marks.has(indexed)) marks.set(indexed, { query: slot.typed.join(" "), letters: how.prefix ? word.length : null });
        return wordMatches(index, reached, synonym);
      });
      const [fewest] = [...perWord].sort((a, b) => a.size - b.size);
      for (const [record] of fewest) {
        if (!perWord.every((matches) => matches.has(record))) continue;
        const all = perWord.map((matches) => matches.get(record) as TermMatch);
        const match = {
          typos: all.reduce((sum, one) => sum + one.typos, 0),
          field: Math.max(...all.map((one) => one.field)),
          inexact: all.reduce((sum, one) => sum + one.inexact, 0),
        };
        if (better(match, best.get(record))) best.set(record, match);
      }
    });
    return best;
  });

  const keyed: { record: number; key: number[] }[] = [];
  const collect = (candidates: Iterable<number>, required: Map<number, TermMatch>[]) => {
    for (const record of candidates) {
      if (!required.every((matches) => matches.has(record)) || !passes(index.records[record])) continue;
      let typos = 0;
      let missing = 0;
      let field = 0;
      let bestField = FIELDS.length;
      let inexact = 0;
      perSlot.forEach((matches, slot) => {
        const match = matches.get(record);
        // A question's own words ("is", "the") neither count for nor against a record.
        if (!match) {
          if (!slots[slot].optional) missing += 1;
          return;
        }
        typos += match.typos;
        field = Math.max(field, match.field);
        bestField = Math.min(bestField, match.field);
        inexact += match.inexact;
      });
      const entry = index.records[record];
      keyed.push({ record, key: [typos, missing, bestField, field, inexact, TYPE_ORDER[entry.type], entry.position, record] });
    }
  };
  const required = perSlot.filter((_, i) => !slots[i].optional);
  const [fewest] = [...required].sort((a, b) => a.size - b.size);
  collect(fewest.keys(), required);
  // Nothing has every word: as Algolia with removeWordsIfNoResults "allOptional", every word becomes optional.
  if (keyed.length === 0 && SEARCH_CONFIG.removeWordsIfNoResults === "allOptional" && perSlot.length > 1) {
    collect(new Set(perSlot.flatMap((matches) => [...matches.keys()])), []);
  }
  keyed.sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i] - b.key[i];
    return 0;
  });
  return { ranked: keyed.map((one) => one.record), marks, queryCount: slots.length };
}

/** Answers one query against the index. An empty query finds nothing. */
export function searchLocalIndex(index: LocalIndex, rawParams: SearchParams | string | undefined, indexName?: string): LocalSearchResponse {
  const started = Date.now();
  const params = readParams(rawParams);
  const query = params.query ?? "";
  const hitsPerPage = Math.max(1, params.hitsPerPage ?? 20);
  const page = Math.max(0, params.page ?? 0);
  const paramString = new URLSearchParams({ query, hitsPerPage: String(hitsPerPage), page: String(page) }).toString();
  const base = { page, hitsPerPage, exhaustiveNbHits: true as const, query, params: paramString, ...(indexName ? { index: indexName } : {}) };
  const { ranked, marks, queryCount } = rankRecords(index, query, facetFilter(params.facetFilters));
  if (queryCount === 0) return { ...base, hits: [], nbHits: 0, nbPages: 0, processingTimeMS: 0 };

  const tags = { pre: params.highlightPreTag ?? "<em>", post: params.highlightPostTag ?? "</em>" };
  const snippetWords = new Map(
    (params.attributesToSnippet ?? []).map((attribute) => {
      const [name, count] = attribute.split(":");
      return [name, Number(count) || 10] as const;
    }),
  );
  const ellipsis = params.snippetEllipsisText ?? "…";
  const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((position): LocalHit => {
    const record = index.records[position];
    const hierarchy: LocalHit["_highlightResult"]["hierarchy"] = {};
    for (const level of ["lvl0", "lvl1", "lvl2", "lvl3"] as const) {
      const value = record.hierarchy[level];
      if (value) hierarchy[level] = highlight(value, marks, queryCount, tags);
    }
    const contentSnippet = record.content && snippetWords.has("content") ? snippet(record.content, marks, queryCount, snippetWords.get("content") ?? 10, tags, ellipsis) : undefined;
    return {
      ...record,
      _highlightResult: {
        hierarchy,
        ...(record.content ? { content: highlight(record.content, marks, queryCount, tags) } : {}),
        keywords: record.keywords.map((keyword) => highlight(keyword, marks, queryCount, tags)),
      },
      ...(contentSnippet ? { _snippetResult: { content: contentSnippet } } : {}),
    };
  });
  return { ...base, hits, nbHits: ranked.length, nbPages: Math.ceil(ranked.length / hitsPerPage), processingTimeMS: Date.now() - started };
}
