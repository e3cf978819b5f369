/**
 * An error in content written by an author. The build prints `message` as is, without a stack
 * trace: it names the file, the bad value, what is allowed and how to fix it.
 */
export class AuthorError extends Error {
  /** Content file the error is in, relative to the project root. */
  readonly file: string;

  constructor(file: string, message: string) {
    super(message);
    this.name = "AuthorError";
    this.file = file;
  }
}

/** Levenshtein distance, used to suggest the closest valid names in author errors. */
export function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0];
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j];
      previous[j] = Math.min(previous[j] + 1, previous[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length];
}

/** The `count` candidates closest to `value`, nearest first. */
export function closest(value: string, candidates: Iterable<string>, count = 3): string[] {
  return [...candidates]
    .map((candidate) => ({ candidate, distance: editDistance(value, candidate) }))
    .sort((x, y) => x.distance - y.distance || x.candidate.localeCompare(y.candidate))
    .slice(0, count)
    .map(({ candidate }) => candidate);
}
