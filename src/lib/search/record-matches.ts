/**
 * How well one query term matched in each record it is found in, held in arrays indexed by record
 * id rather than an object per record: a word such as "quote" or "stocks" is in nearly every record
 * at a provider's size (15,000 symbols), and a query compares several such words.
 *
 * A match is ranked by its typos, then its attribute (field), then how many of its words were found
 * inexactly (a prefix or with typos), fewer being better on each count. Those three are packed into
 * one number that compares the same way. Apart from it, each record keeps the closest exactness any
 * of its matches had (the engine's AS_TYPED…APPROXIMATELY).
 */

/** Matches of one term: `ids` in the order first matched, `key[id]` 0 where the record is not matched. */
export interface RecordMatches {
  ids: number[];
  key: Int32Array;
  exactness: Uint8Array;
}

/** Room for each count in the packed key: a term has at most a few words, each with at most two typos. */
const FIELD_BITS = 8;
const INEXACT_BITS = 8;
const COUNT_LIMIT = 1 << 8;

/** A match's typos, field and inexact words as one number, lower being better; never 0. */
export function matchKey(typos: number, field: number, inexact: number): number {
  if (typos >= 1 << 14 || field >= COUNT_LIMIT || inexact >= COUNT_LIMIT)
    throw new RangeError(`A match of ${typos} typos, field ${field}, ${inexact} inexact words cannot be packed.`);
  return ((typos << (FIELD_BITS + INEXACT_BITS)) | (field << INEXACT_BITS) | inexact) + 1;
}

export const typosOf = (key: number): number => (key - 1) >> (FIELD_BITS + INEXACT_BITS);
export const fieldOf = (key: number): number => ((key - 1) >> INEXACT_BITS) & (COUNT_LIMIT - 1);
export const inexactOf = (key: number): number => (key - 1) & (COUNT_LIMIT - 1);

/** No record matched yet, among `records` records. */
export const noMatches = (records: number): RecordMatches => ({
  ids: [],
  key: new Int32Array(records),
  exactness: new Uint8Array(records),
});

/** Keeps the better of the record's match so far and this one, with the closer exactness of the two. */
export function addMatch(matches: RecordMatches, record: number, key: number, exactness: number): void {
  const current = matches.key[record];
  if (current === 0) {
    matches.ids.push(record);
    matches.key[record] = key;
    matches.exactness[record] = exactness;
    return;
  }
  if (key < current) matches.key[record] = key;
  if (exactness < matches.exactness[record]) matches.exactness[record] = exactness;
}
