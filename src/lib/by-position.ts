/** The items in the order their sources gave them (`position`), whatever order they came in. */
export const byPosition = <T extends { position: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.position - b.position);
