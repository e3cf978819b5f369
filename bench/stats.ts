/** Statistics shared by the benchmarks. */

/** The middle value (the lower middle of an even count), leaving `values` unsorted. */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** The nearest-rank percentile, `share` between 0 and 1, leaving `values` unsorted. */
export const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
};

/** The median, lowest and highest of a non-empty series, leaving `values` unsorted. */
export const spread = (values: readonly number[]): { median: number; min: number; max: number } => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
});
