/**
 * Stateless randomness: every draw is a hash of its coordinates (seed, instrument, scale, step),
 * so any instant of the market can be computed on its own, in any order, and the same seed
 * always gives the same market.
 */

// Local references to the Math functions of the hot paths: a global lookup per call is slow where
// the code runs in a VM context (Jest), and these run millions of times for a year of bars.
const { imul, log, cos, sqrt, PI } = Math;

/** A 32-bit finaliser (MurmurHash3's fmix32): small input changes flip about half the bits. */
export function mix(value: number): number {
  let h = value >>> 0;
  h = imul(h ^ (h >>> 16), 0x85ebca6b);
  h = imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The hash of no integers, where every hashOf starts. */
const HASH_START = 0x9e3779b9;

/**
 * A hash with one more integer: `hashOf(a, b, c)` is `hashStep(hashOf(a, b), c)`, so a caller
 * drawing many values under the same first coordinates hashes those once.
 */
export function hashStep(hash: number, value: number): number {
  return mix(hash ^ mix(value | 0));
}

/** One hash of several integers, in order. */
export function hashOf(...values: number[]): number {
  let h = HASH_START;
  for (let i = 0; i < values.length; i += 1) h = hashStep(h, values[i]);
  return h;
}

/** A stable 32-bit hash of a string (FNV-1a), to give each instrument its own draws. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A hash as a number in [0, 1). */
export function unit(hash: number): number {
  return hash / 4294967296;
}

/** A standard normal draw from a hash (Box–Muller on two uniforms derived from it). */
export function gaussian(hash: number): number {
  const u = 1 - unit(hash); // (0, 1]: log(0) would be -Infinity
  const v = unit(mix(hash ^ 0x68e31da4));
  return sqrt(-2 * log(u)) * cos(2 * PI * v);
}

/** A value between `low` and `high`, spread evenly on a log scale, fixed for the text. */
export function logBetween(text: string, low: number, high: number): number {
  return low * (high / low) ** unit(hashText(text));
}
