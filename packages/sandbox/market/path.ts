/**
 * An instrument's price path in trading time: the log of the price moves as a sum of octaves of
 * linearly interpolated Gaussian noise, from one knot (5 trading minutes) up to about 2^15 knots.
 * The sum behaves like a random walk at every scale below the top octave and stays around the
 * level above it. Every octave is linear between knots, so the path is too: its extremes over
 * an interval are at knots or at the interval's ends, which makes a session's high and low
 * exact without sampling every instant.
 */
import { gaussian, hashOf, hashStep } from "./random.ts";

// Local references (see random.ts): these run for every cell of every octave.
const { floor, min } = Math;

/** Trading minutes between two knots of the path. */
export const KNOT_MINUTES = 5;

/** Octaves 0…TOP: the slowest repeats about every 2^15 knots (months of trading). */
const TOP_OCTAVE = 15;

/** Knots per cell of each octave: 2^octave. */
const SPANS = Array.from({ length: TOP_OCTAVE + 1 }, (_, octave) => 2 ** octave);

/** Draws kept per octave (a power of two): the cells around the latest read. */
const KEPT_PER_OCTAVE = 4;

/**
 * Variance per knot of a path whose octave j has amplitude sqrt(2^j): measured (3.85, stable
 * from lags of 20 to 1,000 knots), so that a path can be scaled to a target volatility.
 */
const VARIANCE_PER_KNOT = 3.85;

export interface Walk {
  /** The log-price offset at a trading time, in minutes. */
  at(minutes: number): number;
  /** The log-price offsets at knots k0 … k0 + count - 1. */
  knots(k0: number, count: number): Float64Array;
}

/**
 * The walk of one instrument. `sigmaPerDay` is the standard deviation of the log return over
 * `knotsPerDay` knots of trading time (one trading day).
 */
export function createWalk(seed: number, instrument: number, sigmaPerDay: number, knotsPerDay: number): Walk {
  const sigma = sigmaPerDay / Math.sqrt(VARIANCE_PER_KNOT * knotsPerDay);
  const amplitudes = Array.from({ length: TOP_OCTAVE + 1 }, (_, j) => sigma * Math.sqrt(2 ** j));
  // The draws of an octave all hash (seed, instrument, octave) first: hashed once here.
  const prefixes = Array.from({ length: TOP_OCTAVE + 1 }, (_, octave) => hashOf(seed, instrument, octave));
  // The last few draws of each octave, by cell: neighbouring reads (a day's open and close, the
  // next day's) share the cells of the slow octaves, whose draws would otherwise be made again.
  const keptCells = new Float64Array((TOP_OCTAVE + 1) * KEPT_PER_OCTAVE).fill(Number.NaN);
  const keptValues = new Float64Array((TOP_OCTAVE + 1) * KEPT_PER_OCTAVE);
  const value = (octave: number, cell: number) => {
    const slot = octave * KEPT_PER_OCTAVE + (cell & (KEPT_PER_OCTAVE - 1));
    if (keptCells[slot] === cell) return keptValues[slot];
    const drawn = gaussian(hashStep(prefixes[octave], cell));
    keptCells[slot] = cell;
    keptValues[slot] = drawn;
    return drawn;
  };

  function knots(k0: number, count: number): Float64Array {
    const out = new Float64Array(count);
    for (let octave = 0; octave <= TOP_OCTAVE; octave += 1) {
      const span = SPANS[octave];
      const amplitude = amplitudes[octave];
      // Cell by cell: the knots of one cell lie on the line between its two values.
      let cell = floor(k0 / span);
      let step = k0 - cell * span;
      let a = value(octave, cell);
      let i = 0;
      while (i < count) {
        const b = value(octave, cell + 1);
        const rise = b - a;
        const end = min(count, i + span - step);
        for (; i < end; i += 1, step += 1) out[i] += amplitude * (a + (rise * step) / span);
        cell += 1;
        step = 0;
        a = b;
      }
    }
    return out;
  }

  return {
    knots,
    at(minutes) {
      const position = minutes / KNOT_MINUTES;
      const k0 = Math.floor(position);
      const pair = knots(k0, 2);
      return pair[0] + (pair[1] - pair[0]) * (position - k0);
    },
  };
}

/** A walk between two trading times, its knots computed once: its value anywhere between them and its extremes. */
export interface Stretch {
  /** The offset at a trading time between `from` and `to`, as `Walk.at` gives it. */
  at(minutes: number): number;
  /** The lowest and highest offsets between `from` and `to`, and where (trading times). */
  low: number;
  high: number;
  lowAt: number;
  highAt: number;
}

export function stretchOf(walk: Walk, from: number, to: number): Stretch {
  const first = floor(from / KNOT_MINUTES);
  // Up to the knot after `to`: the value at `to` is read between the two knots around it.
  const values = walk.knots(first, floor(to / KNOT_MINUTES) + 2 - first);
  const at = (minutes: number) => {
    const position = minutes / KNOT_MINUTES;
    const k0 = floor(position);
    const a = values[k0 - first];
    const b = values[k0 + 1 - first];
    return a + (b - a) * (position - k0);
  };
  const start = at(from);
  const end = at(to);
  let low = Math.min(start, end);
  let high = Math.max(start, end);
  let lowAt = start <= end ? from : to;
  let highAt = start >= end ? from : to;
  const last = Math.ceil(to / KNOT_MINUTES) - 1;
  for (let k = first + 1; k <= last; k += 1) {
    const offset = values[k - first];
    if (offset < low) {
      low = offset;
      lowAt = k * KNOT_MINUTES;
    }
    if (offset > high) {
      high = offset;
      highAt = k * KNOT_MINUTES;
    }
  }
  return { at, low, high, lowAt, highAt };
}

/** The lowest and highest offsets of a walk between two trading times (minutes), and where. */
export function extremes(
  walk: Walk,
  from: number,
  to: number,
): { low: number; high: number; lowAt: number; highAt: number } {
  const { low, high, lowAt, highAt } = stretchOf(walk, from, to);
  return { low, high, lowAt, highAt };
}
