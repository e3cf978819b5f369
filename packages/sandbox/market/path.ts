/**
 * An instrument's price path in trading time: the log of the price moves as a sum of octaves of
 * linearly interpolated Gaussian noise, from one knot (5 trading minutes) up to about 2^15 knots.
 * The sum behaves like a random walk at every scale below the top octave and stays around the
 * level above it. Every octave is linear between knots, so the path is too: its extremes over
 * an interval are at knots or at the interval's ends, which makes a session's high and low
 * exact without sampling every instant.
 */
import { gaussian, hashOf } from "./random.ts";

// A local reference (see random.ts): Math.floor runs for every knot of every octave.
const { floor } = Math;

/** Trading minutes between two knots of the path. */
export const KNOT_MINUTES = 5;

/** Octaves 0…TOP: the slowest repeats about every 2^15 knots (months of trading). */
const TOP_OCTAVE = 15;

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
  const value = (octave: number, cell: number) => gaussian(hashOf(seed, instrument, octave, cell));

  function knots(k0: number, count: number): Float64Array {
    const out = new Float64Array(count);
    for (let octave = 0; octave <= TOP_OCTAVE; octave += 1) {
      const span = 2 ** octave;
      const amplitude = amplitudes[octave];
      let cell = floor(k0 / span);
      let a = value(octave, cell);
      let b = value(octave, cell + 1);
      for (let i = 0; i < count; i += 1) {
        const k = k0 + i;
        const c = floor(k / span);
        if (c !== cell) {
          a = c === cell + 1 ? b : value(octave, c);
          b = value(octave, c + 1);
          cell = c;
        }
        out[i] += amplitude * (a + ((b - a) * (k - c * span)) / span);
      }
    }
    return out;
  }

  return {
    knots,
    at(minutes) {
      const position = minutes / KNOT_MINUTES;
      const k0 = Math.floor(position);
      const [a, b] = knots(k0, 2);
      return a + (b - a) * (position - k0);
    },
  };
}

/** The lowest and highest offsets of a walk between two trading times (minutes), and where. */
export function extremes(
  walk: Walk,
  from: number,
  to: number,
): { low: number; high: number; lowAt: number; highAt: number } {
  const start = walk.at(from);
  const end = walk.at(to);
  let low = Math.min(start, end);
  let high = Math.max(start, end);
  let lowAt = start <= end ? from : to;
  let highAt = start >= end ? from : to;
  const first = Math.floor(from / KNOT_MINUTES) + 1;
  const last = Math.ceil(to / KNOT_MINUTES) - 1;
  if (last >= first) {
    const inside = walk.knots(first, last - first + 1);
    inside.forEach((offset, i) => {
      if (offset < low) {
        low = offset;
        lowAt = (first + i) * KNOT_MINUTES;
      }
      if (offset > high) {
        high = offset;
        highAt = (first + i) * KNOT_MINUTES;
      }
    });
  }
  return { low, high, lowAt, highAt };
}
