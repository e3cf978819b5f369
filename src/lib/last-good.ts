/**
 * The last good value of each of a set of files, for `gatsby develop`: a step that succeeded
 * records its value, and one that failed gets back the value of the last save that went through,
 * so pages keep showing it until the next good save. Undefined before any good save.
 */
export class LastGood<T> {
  private readonly values = new Map<string, T>();

  /** `value` when the step succeeded (and remembered), else the last good value of `key`. */
  settle(key: string, value: T | undefined): T | undefined {
    if (value === undefined) return this.values.get(key);
    this.values.set(key, value);
    return value;
  }
}
