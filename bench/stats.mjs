/** Statistics shared by the benchmarks. */

/** The middle value (the lower middle of an even count), leaving `values` unsorted. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
