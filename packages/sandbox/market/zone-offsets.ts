/**
 * How far a time zone's wall clock is ahead of UTC, at any instant. Intl's time zone data is the
 * source, but reading it (a formatToParts per instant) is slow, and the calendar asks for several
 * instants of every date of decades of history in every market. So each zone's offset changes
 * are found once per block of 52 weeks, from a look every week and a search to the second between
 * two looks that differ; an instant then reads its offset from that block's short table.
 * An offset that changes and changes back within one week would be missed: no zone does that.
 */

const SECOND = 1000;
const WEEK = 7 * 86_400_000;
const BLOCK_WEEKS = 52;
/** A block of weeks (from 1970-01-01): the unit in which offset changes are looked up and kept. */
export const BLOCK = BLOCK_WEEKS * WEEK;
/** Zone-blocks kept (a block is a few numbers); past this the cache starts again. */
const MAX_BLOCKS = 20_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The offset (milliseconds) as Intl gives it for one instant: exact, and slow. */
export function intlZoneOffset(timeZone: string, t: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(t))
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(t / SECOND) * SECOND;
}

/** One zone's offsets over one block: `offsets[i]` holds from `starts[i]` (the first is the block's start). */
export interface BlockTable {
  starts: number[];
  offsets: number[];
}

/** A zone's exact offset at an instant (Intl's, in the sandbox). */
type OffsetAt = (t: number) => number;

/**
 * The instants in (from, to] where the offset changes, with the offset from each, given the
 * offsets at both ends (which differ). Offsets change on whole seconds.
 */
function changesBetween(
  offsetAt: OffsetAt,
  from: number,
  to: number,
  before: number,
  after: number,
): { at: number; offset: number }[] {
  // The first second whose offset is `after`: the last change in the interval.
  let low = from / SECOND; // offset !== after here
  let high = to / SECOND; // offset === after here
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (offsetAt(middle * SECOND) === after) high = middle;
    else low = middle;
  }
  const at = high * SECOND;
  const justBefore = offsetAt(at - SECOND);
  // Another change earlier in the same week.
  const earlier = justBefore === before ? [] : changesBetween(offsetAt, from, at - SECOND, before, justBefore);
  return [...earlier, { at, offset: after }];
}

/** The table of the block that starts at `start` (a whole second), from a look every week. */
export function blockTable(offsetAt: OffsetAt, start: number): BlockTable {
  const starts = [start];
  const offsets = [offsetAt(start)];
  let previous = offsets[0];
  for (let week = 1; week <= BLOCK_WEEKS; week += 1) {
    const at = start + week * WEEK;
    // The next block's start is looked at, so that a change in the last week is found.
    const offset = offsetAt(at);
    if (offset !== previous)
      for (const change of changesBetween(offsetAt, at - WEEK, at, previous, offset))
        if (change.at < start + BLOCK) {
          starts.push(change.at);
          offsets.push(change.offset);
        }
    previous = offset;
  }
  return { starts, offsets };
}

const tables = new Map<string, Map<number, BlockTable>>();
let blocksKept = 0;

/** How far a zone's wall clock is ahead of UTC at an instant, in milliseconds (whole seconds). */
export function zoneOffset(timeZone: string, t: number): number {
  if (!Number.isFinite(t)) return intlZoneOffset(timeZone, t);
  const block = Math.floor(t / BLOCK);
  let zone = tables.get(timeZone);
  if (!zone) {
    zone = new Map();
    tables.set(timeZone, zone);
  }
  let table = zone.get(block);
  if (!table) {
    if (blocksKept >= MAX_BLOCKS) {
      for (const kept of tables.values()) kept.clear();
      blocksKept = 0;
    }
    table = blockTable((at) => intlZoneOffset(timeZone, at), block * BLOCK);
    zone.set(block, table);
    blocksKept += 1;
  }
  const { starts, offsets } = table;
  let i = starts.length - 1;
  while (starts[i] > t) i -= 1;
  return offsets[i];
}
