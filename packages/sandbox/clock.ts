/** The sandbox's clock: real time, or real time shifted to start at a chosen instant. */

/** A clock that reads `start` now and runs with real time from there. */
export function clockFrom(start: number, now: () => number = Date.now): () => number {
  const origin = now();
  return () => start + (now() - origin);
}
