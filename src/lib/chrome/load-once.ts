/**
 * Code loaded on the reader's first move towards a widget (the drawer, search): one download
 * shared by every caller, the result kept for components rendered after it arrived, and a failed
 * load (offline, most likely) forgotten so that the next call tries again.
 */
export function loadOnce<T>(importer: () => Promise<T>): { load: () => Promise<T>; loaded: () => T | null } {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    load: () =>
      (pending ??= importer().then(
        (result) => (value = result),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
    loaded: () => value,
  };
}
