import { SEARCH_CONFIG } from "./search-config";
import type { SearchRecord } from "./types";
import { markedLetters, widerMark, type MarkedLetters } from "./marks";
import { allowedTypos, typoDistance } from "./typos";
import { addMatch, fieldOf, inexactOf, matchKey, noMatches, typosOf, type RecordMatches } from "./record-matches";
import { KEY_LETTERS, shardKey } from "./shard-key";
import { firstK } from "./top-k";

/**
 * The search engine used when no Algolia index is configured. It follows the settings Algolia is
 * given (search-config.ts) and answers in Algolia's response format, highlights and snippets
 * included, so the dialog renders both alike.
 *
 * Matching: text is compared without case or accents, word by word: anything that is not a letter
 * or digit separates words, so `BRK.B`, `SAP:de`, `EUR/USD` and `get-quote` are two words each. A
 * query word matches a word exactly, through a synonym, as a prefix (the last query word only), or
 * with typos (one from 4 letters, two from 8; none on tickers, identifiers and numbers; never in the
 * first two letters, which key the index's shards: "qutoe" finds "quote", "qoute" does not). Two query
 * words written together in a ticker or pair (`EUR/USD` → EURUSD) match it too. Every word must
 * match, except the optional ones of a question ("is", "the", "how"). Highlights mark only text
 * that matches (marks.ts): a whole word, the typed part of a prefix, never a typo in a prefix.
 *
 * Ranking, as Algolia's: fewer typos; more query words matched; the best attribute (tickers, then
 * title and trail, headings, keywords, prose, code) that every matched word reaches; more words
 * found as typed (a synonym, prefix or typo counts less, as Algolia's exact criterion); then, where
 * Algolia would tie, records the query names, every word of the title reached ("gold" is Gold
 * before PAX Gold); then
 * the custom ranking: pages before headings before text, reading order, the site areas in the
 * navbar's order.
 *
 * Everything a query needs of the records is computed once, when the index is built: the words of
 * every attribute by record, the vocabulary sorted by shard key (shard-key.ts), what ranking needs
 * of each record; the words of a text are kept the first time it is highlighted. The browser loads
 * the index in parts (shards.ts): ranking data first, then the vocabulary of the keys a query's
 * words begin with, then the records of the hits shown. A query needs nothing else, so ranking a
 * partly loaded index gives the answer the whole index gives.
 *
 * At a provider's size a word such as "quote" or "stocks" is in most of the 18,000 records: a
 * query's matches are held in arrays by record id (record-matches.ts), not an object per record,
 * and only the hits up to the page shown are put in order (top-k.ts), in the order a sort of every
 * hit gives them.
 */

/** Searched attributes, as the config names them, and their rank: attributes of one entry rank alike. */
const RANKS: readonly (readonly string[])[] = SEARCH_CONFIG.searchableAttributes.map((entry) =>
  entry.split(",").map((name) => name.trim()),
);
const RANK_OF = new Map(RANKS.flatMap((names, rank) => names.map((name) => [name, rank] as const)));
const NO_TYPO_RANKS = new Set<number>(
  SEARCH_CONFIG.disableTypoToleranceOnAttributes.map((name) => RANK_OF.get(name) ?? -1),
);
const SYMBOLS_RANK = RANK_OF.get("symbols") ?? -1;
const OPTIONAL = new Set<string>(SEARCH_CONFIG.optionalWords);
/**
 * Postings pack a record, an attribute rank and whether the word says what the record is (a title
 * word: not a ticker, not a question's word) into one number.
 */
const RANK_BITS = 8;
const TITLE_WORD = 1 << (RANK_BITS - 1);
const RANK_MASK = TITLE_WORD - 1;
const TITLE_RANK = RANK_OF.get("hierarchy.lvl1") ?? -1;

const TYPE_ORDER: Record<SearchRecord["type"], number> = { lvl1: 0, lvl2: 1, lvl3: 2, content: 3 };
const AREA_ORDER = new Map<string, number>(SEARCH_CONFIG.areaOrder.map((area, rank) => [area, rank]));

/** How a word matched, best first: as typed; through a synonym; as a prefix or with typos. */
const AS_TYPED = 0;
const AS_SYNONYM = 1;
const APPROXIMATELY = 2;

/** A word of a text, where it is, and its comparable form. */
interface Word {
  start: number;
  end: number;
  norm: string;
}

/** What ranking and filtering need of every record, by record id: plain arrays, as the head file carries them. */
export interface RecordRanking {
  /** The record's type in the custom ranking's order (a page, a heading, text). */
  level: number[];
  /** Its order on its page. */
  position: number[];
  /** Its site area in the navbar's order. */
  area: number[];
  /** How many distinct words of its title say what it is (not its tickers, not a question's words). */
  titleWords: number[];
  /** Its facet values (language and version), as an index into `facets`. */
  facet: number[];
  facets: Record<string, string>[];
}

/** Records with, for each distinct word, the records and attributes it is in. */
export interface LocalIndex {
  ranking: RecordRanking;
  /** The records by id: every one when built from records; those loaded so far when loaded in parts. */
  documents: (SearchRecord | undefined)[];
  /** Word → postings (record << RANK_BITS | title flag | attribute rank), so a query compares each distinct word once. */
  vocabulary: Map<string, number[]>;
  /** The distinct words of each shard key, sorted, for prefix and typo lookups. */
  keys: Map<string, string[]>;
  /** The words of each text highlighted so far. */
  wordsOf: Map<string, Word[]>;
}

/** The attributes records are filtered on (Algolia's attributesForFaceting). */
export const FACETS = ["language", "version"] as const;

const NON_ASCII = /[^\u0000-\u007f]/;

/** Lower case without accents. */
export const normalise = (text: string): string =>
  NON_ASCII.test(text) ? text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase() : text.toLowerCase();

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of `text` with their offsets. */
export function words(text: string): Word[] {
  const found: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    found.push({ start, end: start + match[0].length, norm: normalise(match[0]) });
  }
  return found;
}

/** The words of `text`, computed once per index. */
function wordsOf(index: LocalIndex, text: string): Word[] {
  let found = index.wordsOf.get(text);
  if (!found) index.wordsOf.set(text, (found = words(text)));
  return found;
}

const normWords = (text: string): string[] => (text.match(WORD) ?? []).map(normalise);

function attributeText(record: SearchRecord, name: string): string {
  switch (name) {
    case "symbols":
      return (record.symbols ?? []).join(" ");
    case "keywords":
      return record.keywords.join(" ");
    case "trail":
      return record.trail.join(" ");
    case "content":
      return record.content ?? "";
    case "code":
      return (record.code ?? []).join(" ");
    default:
      return record.hierarchy[name.slice("hierarchy.".length) as "lvl1" | "lvl2" | "lvl3"] ?? "";
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

/** Multi-word synonym terms by their words, and each term's group. */
const SYNONYMS = synonymTable();

/** An index of no records yet, for `ranking`: words and records are added as they load. */
export const emptyIndex = (ranking: RecordRanking): LocalIndex => ({
  ranking,
  documents: [],
  vocabulary: new Map(),
  keys: new Map(),
  wordsOf: new Map(),
});

/** How many records the index ranks: all of them, loaded or not. */
const recordCount = (index: LocalIndex): number => index.ranking.level.length;

/** Adds words and their postings (each word once per index) to the index, under their shard keys. */
export function addWords(index: LocalIndex, entries: Iterable<[string, number[]]>): void {
  const touched = new Set<string[]>();
  for (const [word, postings] of entries) {
    if (index.vocabulary.has(word)) continue;
    index.vocabulary.set(word, postings);
    const key = shardKey(word);
    let list = index.keys.get(key);
    if (!list) index.keys.set(key, (list = []));
    list.push(word);
    touched.add(list);
  }
  for (const list of touched) list.sort();
}

/** Indexes every searched attribute's words. */
export function buildLocalIndex(records: SearchRecord[]): LocalIndex {
  const vocabulary = new Map<string, number[]>();
  const ranking: RecordRanking = { level: [], position: [], area: [], titleWords: [], facet: [], facets: [] };
  const facetIds = new Map<string, number>();
  records.forEach((record, recordIndex) => {
    const tickers = new Set(normWords((record.symbols ?? []).join(" ")));
    const titleWords = new Set(
      normWords(record.hierarchy.lvl1).filter((word) => !tickers.has(word) && !OPTIONAL.has(word)),
    );
    RANKS.forEach((names, rank) => {
      const posting = (recordIndex << RANK_BITS) | rank;
      for (const name of names) {
        for (const norm of normWords(attributeText(record, name))) {
          const flagged = rank === TITLE_RANK && titleWords.has(norm) ? posting | TITLE_WORD : posting;
          let postings = vocabulary.get(norm);
          if (!postings) vocabulary.set(norm, (postings = []));
          // Records and ranks are walked in order, so a repeat of the word at this rank is the last posting.
          if (postings[postings.length - 1] !== flagged) postings.push(flagged);
        }
      }
    });
    const facets = Object.fromEntries(FACETS.map((name) => [name, record[name]]));
    const facetKey = JSON.stringify(facets);
    let facet = facetIds.get(facetKey);
    if (facet === undefined) {
      facetIds.set(facetKey, (facet = ranking.facets.length));
      ranking.facets.push(facets);
    }
    ranking.level.push(TYPE_ORDER[record.type]);
    ranking.position.push(record.position);
    ranking.area.push(AREA_ORDER.get(record.hierarchy.lvl0) ?? AREA_ORDER.size);
    ranking.titleWords.push(titleWords.size);
    ranking.facet.push(facet);
  });
  const index = emptyIndex(ranking);
  index.documents = records;
  addWords(index, vocabulary);
  return index;
}

/** Shard keys, as `[key, all]`: `all` when every key that begins with `key` is needed (a one-letter prefix). */
export type KeyNeed = [key: string, all: boolean];

/**
 * The shard keys whose words a query can reach: its words, as typed (all keys beginning with a
 * last word shorter than a key, as it is a prefix), two words written together (EUR/USD), and the
 * words of the synonyms of its words. The index needs only these keys loaded to answer the query.
 */
export function queryKeys(query: string): KeyNeed[] {
  const queryWords = normWords(query);
  const needs = new Map<string, boolean>();
  const need = (word: string, all = false) => {
    const key = shardKey(word);
    if (!needs.get(key)) needs.set(key, all);
  };
  queryWords.forEach((word, i) => {
    const last = i === queryWords.length - 1;
    need(word, last && [...word].length < KEY_LETTERS);
    if (!last) need(word + queryWords[i + 1]);
    for (let length = 1; length <= 3 && i + length <= queryWords.length; length++)
      for (const term of SYNONYMS.get(queryWords.slice(i, i + length).join(" ")) ?? [])
        for (const synonym of term) need(synonym);
  });
  return [...needs];
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
  for (let i = 0; i < queryWords.length;) {
    let taken = 0;
    for (let length = Math.min(3, queryWords.length - i); length >= 1 && !taken; length--) {
      const typed = queryWords.slice(i, i + length);
      const terms = SYNONYMS.get(typed.join(" "));
      if (terms) {
        slots.push({
          typed,
          alternatives: [typed, ...terms.filter((term) => term.join(" ") !== typed.join(" "))],
          optional: false,
          last: i + length === queryWords.length,
        });
        taken = length;
      }
    }
    if (!taken && i + 1 < queryWords.length) {
      // EUR/USD, BRK.B: two words that a ticker or pair writes as one.
      const joined = queryWords[i] + queryWords[i + 1];
      if (index.vocabulary.get(joined)?.some((posting) => (posting & RANK_MASK) === SYMBOLS_RANK)) {
        slots.push({
          typed: queryWords.slice(i, i + 2),
          alternatives: [queryWords.slice(i, i + 2), [joined]],
          optional: false,
          last: i + 2 === queryWords.length,
          joined: true,
        });
        taken = 2;
      }
    }
    if (!taken) {
      slots.push({
        typed: [queryWords[i]],
        alternatives: [[queryWords[i]]],
        optional: OPTIONAL.has(queryWords[i]),
        last: i + 1 === queryWords.length,
      });
      taken = 1;
    }
    i += taken;
  }
  // A query of optional words only ("how to") needs them all.
  if (slots.every((slot) => slot.optional)) slots.forEach((slot) => (slot.optional = false));
  return slots;
}

/** Words of the index a query word reaches, and how: the highlighter marks the same words. */
type Reached = Map<string, { typos: number; prefix: boolean }>;

/**
 * Every indexed word `word` reaches: itself, words it begins (as the last word), words within its
 * typos. Words it begins and words within its typos share its shard key (its first two letters).
 */
function reachedWords(index: LocalIndex, word: string, prefix: boolean): Reached {
  const reached: Reached = new Map();
  if (index.vocabulary.has(word)) reached.set(word, { typos: 0, prefix: false });
  const key = shardKey(word);
  const sameKey = index.keys.get(key) ?? [];
  if (prefix) {
    // A word shorter than a key begins the words of every key that begins with it.
    const lists =
      key === word && [...word].length < KEY_LETTERS
        ? [...index.keys].filter(([other]) => other.startsWith(word)).map(([, list]) => list)
        : [sameKey];
    for (const list of lists) {
      let low = 0;
      let high = list.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (list[mid] < word) low = mid + 1;
        else high = mid;
      }
      for (let i = low; i < list.length && list[i].startsWith(word); i++)
        if (list[i] !== word) reached.set(list[i], { typos: 0, prefix: true });
    }
  }
  const max = allowedTypos(word, SEARCH_CONFIG);
  if (max > 0) {
    for (const candidate of sameKey) {
      if (reached.has(candidate)) continue;
      const distance = typoDistance(word, candidate, max, prefix);
      if (distance <= max)
        reached.set(candidate, { typos: distance, prefix: prefix && candidate.length > word.length });
    }
  }
  return reached;
}

/** Each record one query word matches, with its best match there. */
function wordMatches(index: LocalIndex, reached: Reached, synonym: boolean): RecordMatches {
  const best = noMatches(recordCount(index));
  for (const [word, how] of reached) {
    const postings = index.vocabulary.get(word);
    if (!postings) continue;
    // A ticker gets no typos wherever it is written: AAPL must not find AAL through the title "American Airlines Group Inc. (AAL)".
    let tickerOf: Set<number> | null = null;
    if (how.typos > 0) {
      tickerOf = new Set();
      for (const posting of postings) if ((posting & RANK_MASK) === SYMBOLS_RANK) tickerOf.add(posting >> RANK_BITS);
    }
    const inexact = how.typos > 0 || how.prefix ? 1 : 0;
    const exactness = inexact ? APPROXIMATELY : synonym ? AS_SYNONYM : AS_TYPED;
    // A synonym matches as exactly as the word typed (Algolia's alternativesAsExact).
    const typos = synonym ? 0 : how.typos;
    for (const posting of postings) {
      const record = posting >> RANK_BITS;
      const field = posting & RANK_MASK;
      if (how.typos > 0 && (NO_TYPO_RANKS.has(field) || tickerOf?.has(record))) continue;
      // A synonym stands for a word, not a ticker: "crypto" must not find the stock COIN.
      if (synonym && field === SYMBOLS_RANK) continue;
      addMatch(best, record, matchKey(typos, field, inexact), exactness);
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
 * Every indexed word the query reached → the query word it answers and how many of its letters
 * to mark (marks.ts): all (null), the first n, or none (0: reached through a typo in a prefix).
 */
export type Marks = Map<string, { query: string; letters: MarkedLetters }>;

/**
 * `text` (its words `textWords`, from word `first` to before word `last`, the text from `from` to
 * `to`) with the words the query reached wrapped in the tags. The text is not HTML-escaped, as with
 * Algolia: instantsearch escapes hits itself.
 */
function highlight(
  text: string,
  textWords: Word[],
  marks: Marks,
  queryCount: number,
  tags: { pre: string; post: string },
  first = 0,
  last = textWords.length,
  from = 0,
  to = text.length,
): HighlightResult {
  let value = "";
  let cursor = from;
  const matched = new Set<string>();
  let highlightedLetters = 0;
  let letters = 0;
  for (let i = first; i < last; i++) {
    const { start, end, norm } = textWords[i];
    letters += end - start;
    const mark = marks.get(norm);
    if (!mark || mark.letters === 0) continue;
    matched.add(mark.query);
    // A prefix marks the typed part only, when the word's letters map one to one.
    const length =
      mark.letters !== null && norm.length === end - start ? Math.min(mark.letters, end - start) : end - start;
    value += text.slice(cursor, start) + tags.pre + text.slice(start, start + length) + tags.post;
    cursor = start + length;
    highlightedLetters += length;
  }
  value += text.slice(cursor, to);
  const matchLevel = matched.size === 0 ? "none" : matched.size >= queryCount ? "full" : "partial";
  return {
    value,
    matchLevel,
    matchedWords: [...matched],
    fullyHighlighted: letters > 0 && highlightedLetters === letters,
  };
}

/** A window of about `count` words around the first match in `text`, with ellipses where cut. */
function snippet(
  text: string,
  textWords: Word[],
  marks: Marks,
  queryCount: number,
  count: number,
  tags: { pre: string; post: string },
  ellipsis: string,
): HighlightResult {
  if (textWords.length <= count) return highlight(text, textWords, marks, queryCount, tags);
  // Around the first marked word, else the first word that made the record a hit.
  const marked = textWords.findIndex((word) => (marks.get(word.norm)?.letters ?? 0) !== 0);
  const first = marked >= 0 ? marked : textWords.findIndex((word) => marks.has(word.norm));
  const start = Math.max(0, Math.min((first < 0 ? 0 : first) - Math.floor(count / 3), textWords.length - count));
  const end = start + count;
  const from = start === 0 ? 0 : textWords[start].start;
  const to = end >= textWords.length ? text.length : textWords[end - 1].end;
  const result = highlight(text, textWords, marks, queryCount, tags, start, end, from, to);
  return { ...result, value: `${start > 0 ? ellipsis : ""}${result.value}${end < textWords.length ? ellipsis : ""}` };
}

/** facetFilters as AND of ORs, over a record's facet values (FACETS). */
function facetFilter(filters: SearchParams["facetFilters"]): (facets: Record<string, string>) => boolean {
  const groups = (typeof filters === "string" ? [filters] : (filters ?? [])).map((group) =>
    Array.isArray(group) ? group : [group],
  );
  return (facets) =>
    groups.every((group) =>
      group.some((filter) => {
        const separator = filter.indexOf(":");
        return facets[filter.slice(0, separator)] === filter.slice(separator + 1);
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

/** The ranking criteria of a matched record, in order: lower is better on each, the record id last. */
const CRITERIA = 11;

/**
 * The records matching the query: how many, the first `limit` of them best first (all by
 * default), and the marks to highlight them. Only the records shown are put in order: the order of
 * the first `limit` is the order a sort of every match gives.
 */
export function rankRecords(
  index: LocalIndex,
  query: string,
  passes: (facets: Record<string, string>) => boolean = () => true,
  limit = Infinity,
): { ranked: number[]; total: number; marks: Marks; queryCount: number } {
  const queryWords = normWords(query);
  const marks: Marks = new Map();
  if (queryWords.length === 0) return { ranked: [], total: 0, marks, queryCount: 0 };
  const slots = querySlots(index, queryWords);
  const records = recordCount(index);
  const reachedCache = new Map<string, Reached>();
  const reach = (word: string, prefix: boolean) => {
    const key = `${word} ${prefix}`;
    let reached = reachedCache.get(key);
    if (!reached) reachedCache.set(key, (reached = reachedWords(index, word, prefix)));
    return reached;
  };

  // The records each alternative of a slot matches: where all of its words do. A term of several
  // words adds up their typos and inexact words, and takes its worst word's field and exactness.
  const termMatches = (slot: Slot, alternative: string[], synonym: boolean): RecordMatches => {
    const perWord = alternative.map((word, i) => {
      const prefix = slot.last && !synonym && i === alternative.length - 1;
      const reached = reach(word, prefix);
      const maxTypos = allowedTypos(word, SEARCH_CONFIG);
      for (const indexed of reached.keys()) {
        const letters = markedLetters(word, indexed, prefix, maxTypos);
        const current = marks.get(indexed);
        if (!current || (current.letters === 0 && letters !== 0))
          marks.set(indexed, { query: slot.typed.join(" "), letters });
        else if (letters !== 0) current.letters = widerMark(current.letters, letters);
      }
      return wordMatches(index, reached, synonym);
    });
    if (perWord.length === 1) return perWord[0];
    const term = noMatches(records);
    let fewest = perWord[0];
    for (const matches of perWord) if (matches.ids.length < fewest.ids.length) fewest = matches;
    for (const record of fewest.ids) {
      if (!perWord.every((matches) => matches.key[record] !== 0)) continue;
      let typos = 0;
      let field = 0;
      let inexact = 0;
      let exactness = AS_TYPED;
      for (const matches of perWord) {
        const key = matches.key[record];
        typos += typosOf(key);
        field = Math.max(field, fieldOf(key));
        inexact += inexactOf(key);
        exactness = Math.max(exactness, matches.exactness[record]);
      }
      addMatch(term, record, matchKey(typos, field, inexact), exactness);
    }
    return term;
  };
  // For each slot: each record it matches, with the best of its alternatives there (merged into
  // the first alternative's matches, each built afresh for this query).
  const perSlot = slots.map((slot) => {
    const [best, ...others] = slot.alternatives.map((alternative, alternativeIndex) =>
      termMatches(slot, alternative, alternativeIndex > 0 && !slot.joined),
    );
    for (const matches of others)
      for (const record of matches.ids) addMatch(best, record, matches.key[record], matches.exactness[record]);
    return best;
  });

  // How many of each record's title words the query reached, to know whether it names the record.
  const titleReached = new Int32Array(records);
  for (const word of marks.keys())
    for (const posting of index.vocabulary.get(word) ?? [])
      if (posting & TITLE_WORD) titleReached[posting >> RANK_BITS]++;
  const { ranking } = index;
  const facetPasses = ranking.facets.map(passes);
  let found: number[] = [];
  let criteria = new Float64Array(0);
  const collect = (candidates: readonly number[], required: readonly RecordMatches[]) => {
    found = [];
    criteria = new Float64Array(candidates.length * CRITERIA);
    let at = 0;
    for (const record of candidates) {
      if (!facetPasses[ranking.facet[record]]) continue;
      let all = true;
      for (const matches of required) if (matches.key[record] === 0) all = false;
      if (!all) continue;
      let typos = 0;
      let missing = 0;
      let field = 0;
      let bestField = RANKS.length;
      let inexact = 0;
      let exactness = 0;
      for (let slot = 0; slot < perSlot.length; slot++) {
        const key = perSlot[slot].key[record];
        // A question's own words ("is", "the") neither count for nor against a record.
        if (key === 0) {
          if (!slots[slot].optional) missing += 1;
          continue;
        }
        typos += typosOf(key);
        field = Math.max(field, fieldOf(key));
        bestField = Math.min(bestField, fieldOf(key));
        inexact += inexactOf(key);
        exactness += perSlot[slot].exactness[record];
      }
      found.push(record);
      criteria[at++] = typos;
      criteria[at++] = missing;
      criteria[at++] = bestField;
      criteria[at++] = field;
      criteria[at++] = exactness;
      criteria[at++] = inexact;
      // Whether the query names the record: every word of its title reached (Gold, not PAX Gold).
      criteria[at++] = titleReached[record] < ranking.titleWords[record] ? 1 : 0;
      criteria[at++] = ranking.level[record];
      criteria[at++] = ranking.position[record];
      criteria[at++] = ranking.area[record];
      criteria[at++] = record;
    }
  };
  const required = perSlot.filter((_, i) => !slots[i].optional);
  let fewest = required[0];
  for (const matches of required) if (matches.ids.length < fewest.ids.length) fewest = matches;
  collect(fewest.ids, required);
  // Nothing has every word: as Algolia with removeWordsIfNoResults "allOptional", every word becomes optional.
  if (found.length === 0 && SEARCH_CONFIG.removeWordsIfNoResults === "allOptional" && perSlot.length > 1) {
    collect([...new Set(perSlot.flatMap((matches) => matches.ids))], []);
  }
  const order = firstK(
    found.map((_, i) => i),
    limit,
    (a, b) => {
      for (let i = 0; i < CRITERIA; i++) {
        const difference = criteria[a * CRITERIA + i] - criteria[b * CRITERIA + i];
        if (difference !== 0) return difference;
      }
      return 0;
    },
  );
  return { ranked: order.map((i) => found[i]), total: found.length, marks, queryCount: slots.length };
}

/** A query ranked, before its page of hits is written: what `answerQuery` needs. */
export interface RankedQuery {
  params: SearchParams;
  query: string;
  hitsPerPage: number;
  page: number;
  /** The best records, in order, up to the end of the page asked for. */
  ranked: number[];
  /** How many records the query finds. */
  nbHits: number;
  marks: Marks;
  queryCount: number;
  started: number;
}

/** Ranks the records a query finds, as far as the page asked for. An empty query finds nothing. */
export function rankQuery(index: LocalIndex, rawParams: SearchParams | string | undefined): RankedQuery {
  const started = Date.now();
  const params = readParams(rawParams);
  const query = params.query ?? "";
  const hitsPerPage = Math.max(1, params.hitsPerPage ?? 20);
  const page = Math.max(0, params.page ?? 0);
  const { ranked, total, marks, queryCount } = rankRecords(
    index,
    query,
    facetFilter(params.facetFilters),
    (page + 1) * hitsPerPage,
  );
  return { params, query, hitsPerPage, page, ranked, nbHits: total, marks, queryCount, started };
}

/** The records of the page of hits asked for: the only records an answer reads. */
export const pageRecordIds = ({ ranked, page, hitsPerPage }: RankedQuery): number[] =>
  ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);

/** The answer to a ranked query, in Algolia's format; the records of its page must be loaded. */
export function answerQuery(index: LocalIndex, ranking: RankedQuery, indexName?: string): LocalSearchResponse {
  const { params, query, hitsPerPage, page, nbHits, marks, queryCount, started } = ranking;
  const paramString = new URLSearchParams({ query, hitsPerPage: String(hitsPerPage), page: String(page) }).toString();
  const base = {
    page,
    hitsPerPage,
    exhaustiveNbHits: true as const,
    query,
    params: paramString,
    ...(indexName ? { index: indexName } : {}),
  };
  if (queryCount === 0) return { ...base, hits: [], nbHits: 0, nbPages: 0, processingTimeMS: 0 };

  const tags = { pre: params.highlightPreTag ?? "<em>", post: params.highlightPostTag ?? "</em>" };
  const snippetWords = new Map(
    (params.attributesToSnippet ?? []).map((attribute) => {
      const [name, count] = attribute.split(":");
      return [name, Number(count) || 10] as const;
    }),
  );
  const ellipsis = params.snippetEllipsisText ?? "…";
  const hits = pageRecordIds(ranking).map((id): LocalHit => {
    const record = index.documents[id];
    if (!record) throw new Error(`Search record ${id} is not loaded.`);
    const hierarchy: LocalHit["_highlightResult"]["hierarchy"] = {};
    for (const level of ["lvl0", "lvl1", "lvl2", "lvl3"] as const) {
      const value = record.hierarchy[level];
      if (value) hierarchy[level] = highlight(value, wordsOf(index, value), marks, queryCount, tags);
    }
    const contentWords = record.content ? wordsOf(index, record.content) : [];
    const contentSnippet =
      record.content && snippetWords.has("content")
        ? snippet(record.content, contentWords, marks, queryCount, snippetWords.get("content") ?? 10, tags, ellipsis)
        : undefined;
    return {
      ...record,
      _highlightResult: {
        hierarchy,
        ...(record.content ? { content: highlight(record.content, contentWords, marks, queryCount, tags) } : {}),
        keywords: record.keywords.map((keyword) =>
          highlight(keyword, wordsOf(index, keyword), marks, queryCount, tags),
        ),
      },
      ...(contentSnippet ? { _snippetResult: { content: contentSnippet } } : {}),
    };
  });
  return {
    ...base,
    hits,
    nbHits,
    nbPages: Math.ceil(nbHits / hitsPerPage),
    processingTimeMS: Date.now() - started,
  };
}

/** Answers one query against a whole index. An empty query finds nothing. */
export function searchLocalIndex(
  index: LocalIndex,
  rawParams: SearchParams | string | undefined,
  indexName?: string,
): LocalSearchResponse {
  return answerQuery(index, rankQuery(index, rawParams), indexName);
}
